import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserSubscription as getUserSubscriptionEndpoint } from '@hostdeck/contract/subscriptions/user-subscription.endpoints';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

/** The host's subscription: the top bar shows its credits, the unit pages its plan and boosters. */
export function userSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.subscriptions.user(),
    queryFn: ({ signal }) => callEndpoint(getUserSubscriptionEndpoint, { signal }),
  });
}

export function useUserSubscription(enabled = true) {
  return useQuery({ ...userSubscriptionQueryOptions(), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserSubscription as getUserSubscriptionEndpoint } from '@hostdeck/contract/subscriptions/subscriptions.endpoints';
import { callEndpoint } from '@/shared/api/api-client';
import { shellQueryKeys } from './shell-query-keys';

export function getUserSubscription() {
  return callEndpoint(getUserSubscriptionEndpoint, {});
}

export function userSubscriptionQueryOptions() {
  return queryOptions({ queryKey: shellQueryKeys.userSubscription(), queryFn: getUserSubscription });
}

export function useUserSubscription(enabled: boolean) {
  return useQuery({ ...userSubscriptionQueryOptions(), enabled });
}

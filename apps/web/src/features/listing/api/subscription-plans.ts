import { getSubscriptionPlans } from '@hostdeck/contract/subscriptions/subscriptions.endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

/** GET /api/app/subscriptions/plans: every plan on offer. */
export function useSubscriptionPlans() {
  return useQuery({
    queryKey: queryKeys.subscriptions.plans(),
    queryFn: ({ signal }) => callEndpoint(getSubscriptionPlans, { signal }),
    // Plans change with a deployment, not while a host lists a unit.
    staleTime: 30 * 60_000,
  });
}

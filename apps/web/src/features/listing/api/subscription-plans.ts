import { getSubscriptionPlans } from '@hostdeck/contract/subscriptions/subscriptions.endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';

export const subscriptionPlansQueryKeys = {
  all: () => ['subscriptions', 'plans'] as const,
};

/** GET /api/app/subscriptions/plans: every plan on offer. */
export function useSubscriptionPlans() {
  return useQuery({
    queryKey: subscriptionPlansQueryKeys.all(),
    queryFn: ({ signal }) => callEndpoint(getSubscriptionPlans, { signal }),
    // Plans change with a deployment, not while a host lists a unit.
    staleTime: 30 * 60_000,
  });
}

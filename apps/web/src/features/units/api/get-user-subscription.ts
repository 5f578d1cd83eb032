import { getUserSubscription } from '@hostdeck/contract/subscriptions/subscriptions.endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { unitQueryKeys } from './unit-query-keys';

export function useUserSubscription() {
  return useQuery({
    queryKey: unitQueryKeys.subscription(),
    queryFn: ({ signal }) => callEndpoint(getUserSubscription, { signal }),
  });
}

import { getUserInteractions as getUserInteractionsEndpoint } from '@hostdeck/contract/user/user.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

export function getUserInteractions(signal?: AbortSignal) {
  return callEndpoint(getUserInteractionsEndpoint, { signal });
}

export function userInteractionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.user.interactions(),
    queryFn: ({ signal }) => getUserInteractions(signal),
  });
}

export function useUserInteractions(enabled: boolean) {
  return useQuery({ ...userInteractionsQueryOptions(), enabled });
}

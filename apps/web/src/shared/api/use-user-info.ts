import { getUserInfo } from '@hostdeck/contract/user/user.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './api-client';
import { queryKeys } from '@/shared/api/query-keys';

export const userInfoQueryOptions = queryOptions({
  queryKey: queryKeys.user.info(),
  queryFn: ({ signal }) => callEndpoint(getUserInfo, { signal }),
  // Who the host is rarely changes while the app is open; writes update this cache directly.
  staleTime: 5 * 60_000,
});

/** The signed-in host (or the host a staff user impersonates): features, names, onboarding. */
export function useUserInfo() {
  return useQuery(userInfoQueryOptions);
}

import type { QueryClient } from '@tanstack/react-query';
import { userInfoQueryKey, userInfoQueryOptions } from '@/shared/api/use-user-info';

const isUserInfo = (key: readonly unknown[]) =>
  key[0] === userInfoQueryKey[0] && key[1] === userInfoQueryKey[1];

/**
 * Starting or stopping an impersonation changes who every host call runs as, so every cached
 * answer now belongs to someone else. Load the new identity first (the shell reads it), drop
 * what nobody shows, and refetch what is on screen.
 */
export async function refreshAfterIdentityChange(queryClient: QueryClient): Promise<void> {
  await queryClient.fetchQuery({ ...userInfoQueryOptions, staleTime: 0 });
  queryClient.removeQueries({
    predicate: (query) => !isUserInfo(query.queryKey) && query.getObserversCount() === 0,
  });
  await queryClient.invalidateQueries({ predicate: (query) => !isUserInfo(query.queryKey) });
}

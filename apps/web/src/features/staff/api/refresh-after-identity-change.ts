import type { QueryClient } from '@tanstack/react-query';
import { userInfoQueryOptions } from '@/shared/api/use-user-info';
import { queryKeys } from '@/shared/api/query-keys';

const isUserInfo = (key: readonly unknown[]) =>
  key[0] === queryKeys.user.info()[0] && key[1] === queryKeys.user.info()[1];

/**
 * Called as the switch is sent, before the server answers it: a call for the identity being left
 * that is still on its way would come back refused once the switch lands (a 403 the browser reports
 * on its console). Aborting it is harmless: whatever still shows it asks again after the switch.
 */
export function cancelCallsBeforeIdentityChange(queryClient: QueryClient): Promise<void> {
  return queryClient.cancelQueries({ predicate: (query) => !isUserInfo(query.queryKey) });
}

/**
 * Starting or stopping an impersonation changes who every host call runs as, so every cached
 * answer now belongs to someone else. Load the new identity first (the shell reads it and swaps
 * frames), drop what nobody shows, and mark the rest stale without refetching it: what is still on
 * screen belongs to the frame being left (the host's badges when staff stop acting as a host), and
 * asking for it again as the new identity would only be refused (403). Pages of the new frame
 * fetch their own data as they mount.
 */
export async function refreshAfterIdentityChange(queryClient: QueryClient): Promise<void> {
  await cancelCallsBeforeIdentityChange(queryClient);
  await queryClient.fetchQuery({ ...userInfoQueryOptions, staleTime: 0 });
  queryClient.removeQueries({
    predicate: (query) => !isUserInfo(query.queryKey) && query.getObserversCount() === 0,
  });
  await queryClient.invalidateQueries({
    predicate: (query) => !isUserInfo(query.queryKey),
    refetchType: 'none',
  });
}

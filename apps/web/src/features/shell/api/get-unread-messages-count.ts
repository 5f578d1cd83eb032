import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUnreadMessagesCount as getUnreadMessagesCountEndpoint } from '@hostdeck/contract/messaging/messaging-unread.endpoints';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { usePagePainted } from '@/shared/ui/use-page-settled';

export function getUnreadMessagesCount() {
  return callEndpoint(getUnreadMessagesCountEndpoint, {});
}

export function unreadMessagesCountQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.messaging.unreadCount(),
    // No polling: the shell's live connection refreshes it (docs/decisions/0042).
    queryFn: getUnreadMessagesCount,
  });
}

/** Asked once the first page has painted: the badge is a detail around the page, not the page. */
export function useUnreadMessagesCount(enabled = true) {
  const painted = usePagePainted();
  return useQuery({ ...unreadMessagesCountQueryOptions(), enabled: enabled && painted });
}

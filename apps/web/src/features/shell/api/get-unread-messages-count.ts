import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUnreadMessagesCount as getUnreadMessagesCountEndpoint } from '@hostdeck/contract/messaging/messaging-unread.endpoints';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { afterFirstPaint } from '@/shared/ui/after-paint';

export function getUnreadMessagesCount() {
  return callEndpoint(getUnreadMessagesCountEndpoint, {});
}

export function unreadMessagesCountQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.messaging.unreadCount(),
    // No polling: the shell's live connection refreshes it (docs/decisions/0042).
    // A detail around the page: asked once the page has painted.
    queryFn: () => afterFirstPaint().then(getUnreadMessagesCount),
  });
}

export function useUnreadMessagesCount(enabled = true) {
  return useQuery({ ...unreadMessagesCountQueryOptions(), enabled });
}

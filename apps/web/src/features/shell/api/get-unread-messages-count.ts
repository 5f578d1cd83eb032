import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUnreadMessagesCount as getUnreadMessagesCountEndpoint } from '@hostdeck/contract/messaging/messaging-unread.endpoints';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

export function getUnreadMessagesCount() {
  return callEndpoint(getUnreadMessagesCountEndpoint, {});
}

export function unreadMessagesCountQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.messaging.unreadCount(),
    queryFn: getUnreadMessagesCount,
    // A badge, not a page: refresh it now and then without a chat connection.
    refetchInterval: 60_000,
  });
}

export function useUnreadMessagesCount(enabled = true) {
  return useQuery({ ...unreadMessagesCountQueryOptions(), enabled });
}

import type { ServerEvent } from '@hostdeck/contract/messaging/messaging-socket.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { addToHistory, markMessagesRead, type HistoryPages } from '../api/history';

/**
 * Brings the inbox's caches up to date with one socket event: a new message joins its loaded
 * history and refreshes the lists, the channel and the unread badge; the guest's read receipt marks
 * the host's messages read; the host reading in another tab refreshes the unread marks.
 */
export function applyChatEvent(queryClient: QueryClient, event: ServerEvent): void {
  if (event.type === 'message.created') {
    addToHistory(queryClient, event.message);
    void queryClient.invalidateQueries({ queryKey: queryKeys.messaging.channelLists() });
    void queryClient.invalidateQueries({
      queryKey: queryKeys.messaging.channel(event.message.channelId),
      exact: true,
    });
    void queryClient.invalidateQueries({ queryKey: queryKeys.messaging.unreadCount() });
    return;
  }
  if (event.type === 'channel.read') {
    if (event.reader === 'guest') {
      markMessagesRead(queryClient, queryKeys.messaging.history(event.channelId), 'host', event.readAt);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.messaging.channelLists() });
    void queryClient.invalidateQueries({
      queryKey: queryKeys.messaging.channel(event.channelId),
      exact: true,
    });
    void queryClient.invalidateQueries({ queryKey: queryKeys.messaging.unreadCount() });
  }
}

/** The newest message of every loaded history, for the catch-up after a reconnect. */
export function lastSeenMessages(queryClient: QueryClient): Map<string, string> {
  const seen = new Map<string, string>();
  const histories = queryClient.getQueriesData<HistoryPages>({ queryKey: queryKeys.messaging.all });
  for (const [key, data] of histories) {
    if (key.at(-1) !== 'history' || typeof key[2] !== 'string') continue;
    const newest = data?.pages[0]?.items[0];
    if (newest) seen.set(key[2], newest.id);
  }
  return seen;
}

import type { ChatMessage } from '@hostdeck/contract/messaging/messaging.schemas';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/shared/api/query-keys';
import { messagesOf, type HistoryPages } from '../api/history';
import { applyChatEvent, lastSeenMessages } from './apply-chat-event';

const message = (id: string, sender: 'host' | 'guest', channelId = 'c1'): ChatMessage => ({
  id,
  channelId,
  sender,
  text: id,
  createdAt: '2030-06-01T10:00:00.000Z',
  readAt: null,
});

function clientWithHistory(items: ChatMessage[]) {
  const queryClient = new QueryClient();
  const history: HistoryPages = { pages: [{ items, nextCursor: null }], pageParams: [null] };
  queryClient.setQueryData(queryKeys.messaging.history('c1'), history);
  queryClient.setQueryData(queryKeys.messaging.unreadCount(), { count: 1 });
  return queryClient;
}

const historyOf = (queryClient: QueryClient) =>
  messagesOf(queryClient.getQueryData<HistoryPages>(queryKeys.messaging.history('c1')));

describe('socket events in the caches', () => {
  it('adds a new message to its loaded history once, and marks the unread badge stale', () => {
    const queryClient = clientWithHistory([message('m1', 'host')]);
    applyChatEvent(queryClient, { type: 'message.created', message: message('m2', 'guest') });
    applyChatEvent(queryClient, { type: 'message.created', message: message('m2', 'guest') });
    expect(historyOf(queryClient).map((item) => item.id)).toEqual(['m1', 'm2']);
    expect(queryClient.getQueryState(queryKeys.messaging.unreadCount())?.isInvalidated).toBe(true);
    // A channel whose history is not loaded is left to its refetch.
    applyChatEvent(queryClient, { type: 'message.created', message: message('m9', 'guest', 'c2') });
    expect(queryClient.getQueryData(queryKeys.messaging.history('c2'))).toBeUndefined();
  });

  it("marks the host's messages read on the guest's read receipt", () => {
    const queryClient = clientWithHistory([message('m2', 'guest'), message('m1', 'host')]);
    applyChatEvent(queryClient, {
      type: 'channel.read',
      channelId: 'c1',
      reader: 'guest',
      readAt: '2030-06-01T11:00:00.000Z',
    });
    expect(historyOf(queryClient).map((item) => [item.id, item.readAt])).toEqual([
      ['m1', '2030-06-01T11:00:00.000Z'],
      ['m2', null],
    ]);
  });

  it('names the newest message of each loaded history for the catch-up', () => {
    const queryClient = clientWithHistory([message('m2', 'guest'), message('m1', 'host')]);
    queryClient.setQueryData(queryKeys.messaging.channel('c1'), { id: 'c1' });
    expect(lastSeenMessages(queryClient)).toEqual(new Map([['c1', 'm2']]));
  });
});

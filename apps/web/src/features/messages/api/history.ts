import { getChannelMessages, sendChannelMessage } from '@hostdeck/contract/messaging/messaging.endpoints';
import type { ChatMessage, MessageHistory } from '@hostdeck/contract/messaging/messaging.schemas';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { useApiMutation } from '@/shared/api/use-api-mutation';

const PAGE_SIZE = 30;

/** A channel's messages: the newest page first, older ones through the history cursor. */
export function historyQueryOptions(channelId: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.messaging.history(channelId),
    queryFn: ({ signal, pageParam }) =>
      callEndpoint(getChannelMessages, {
        params: { channelId },
        query: { before: pageParam ?? undefined, limit: PAGE_SIZE },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useHistory(channelId: string) {
  return useInfiniteQuery(historyQueryOptions(channelId));
}

export type HistoryPages = InfiniteData<MessageHistory, string | null>;

/** Every loaded message of a history, oldest first (the order a conversation reads). */
export function messagesOf(data: InfiniteData<MessageHistory, unknown> | undefined): ChatMessage[] {
  if (!data) return [];
  return data.pages.flatMap((page) => page.items).reverse();
}

/**
 * Adds a message to a loaded history unless it is there already: the socket echoes the host's own
 * messages, and a catch-up after a reconnect may repeat what a live event brought.
 * Returns false when the history is not loaded (nothing to add it to) or had it.
 */
export function addToHistory(
  queryClient: QueryClient,
  message: ChatMessage,
  key: readonly unknown[] = queryKeys.messaging.history(message.channelId),
): boolean {
  const data = queryClient.getQueryData<HistoryPages>(key);
  if (!data || data.pages.length === 0) return false;
  if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return false;
  const [newest, ...older] = data.pages;
  queryClient.setQueryData<HistoryPages>(key, {
    ...data,
    pages: [{ ...newest!, items: [message, ...newest!.items] }, ...older],
  });
  return true;
}

/** Marks one member's messages read at a time (the other member's read receipt). */
export function markMessagesRead(
  queryClient: QueryClient,
  key: readonly unknown[],
  sender: 'host' | 'guest',
  readAt: string,
) {
  queryClient.setQueryData<HistoryPages>(key, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) =>
              item.sender === sender && item.readAt === null ? { ...item, readAt } : item,
            ),
          })),
        }
      : data,
  );
}

export function useSendMessage(channelId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (text: string) => callEndpoint(sendChannelMessage, { params: { channelId }, body: { text } }),
    onSuccess: (message) => {
      addToHistory(queryClient, message);
      // The list's order and preview follow the newest message.
      void queryClient.invalidateQueries({ queryKey: queryKeys.messaging.channelLists() });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.messaging.channel(channelId),
        exact: true,
      });
    },
  });
}

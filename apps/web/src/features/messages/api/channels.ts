import {
  getChannel,
  getChannels,
  markChannelRead,
  updateChannel,
} from '@hostdeck/contract/messaging/messaging.endpoints';
import type {
  ChannelPatchBody,
  ChannelStatus,
  ChatChannel,
} from '@hostdeck/contract/messaging/messaging.schemas';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { showSuccessToast } from '@/shared/ui/toast';

export interface ChannelFilters {
  status: ChannelStatus;
  unread: boolean;
  favorited: boolean;
  search: string;
}

const PAGE_SIZE = 20;

/** The inbox list, a page at a time ("show more" reads the next). */
export function channelListQueryOptions(filters: ChannelFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.messaging.channelList({ ...filters }),
    queryFn: ({ signal, pageParam }) =>
      callEndpoint(getChannels, {
        query: {
          status: filters.status,
          unread: filters.unread || undefined,
          favorited: filters.favorited || undefined,
          search: filters.search || undefined,
          page: pageParam,
          limit: PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.pageCount ? last.pagination.page + 1 : undefined,
  });
}

export function useChannelList(filters: ChannelFilters) {
  return useInfiniteQuery(channelListQueryOptions(filters));
}

export function channelQueryOptions(channelId: string) {
  return queryOptions({
    queryKey: queryKeys.messaging.channel(channelId),
    queryFn: ({ signal }) => callEndpoint(getChannel, { params: { channelId }, signal }),
  });
}

export function useChannel(channelId: string) {
  return useQuery(channelQueryOptions(channelId));
}

type ChannelPages = InfiniteData<{ items: ChatChannel[] }, number>;

/**
 * Writes a channel's new state into its own cache and into every list that shows it, so the list's
 * marks change at once; lists whose filters it may no longer match are refetched after.
 */
export function storeChannel(queryClient: QueryClient, channel: ChatChannel) {
  queryClient.setQueryData(queryKeys.messaging.channel(channel.id), channel);
  queryClient.setQueriesData<ChannelPages>({ queryKey: queryKeys.messaging.channelLists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === channel.id ? channel : item)),
          })),
        }
      : data,
  );
}

function refreshAfterChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.messaging.channelLists() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.messaging.unreadCount() });
}

export function useUpdateChannel(channelId: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('messages');
  return useApiMutation({
    mutationFn: (body: ChannelPatchBody) => callEndpoint(updateChannel, { params: { channelId }, body }),
    onSuccess: (channel, body) => {
      storeChannel(queryClient, channel);
      refreshAfterChange(queryClient);
      if (body.archived !== undefined)
        showSuccessToast(t(body.archived ? 'conversation.archived' : 'conversation.unarchived'));
    },
  });
}

/** Opening a conversation reads it: the guest's messages are marked read (their read receipt). */
export function useMarkRead(channelId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: () => callEndpoint(markChannelRead, { params: { channelId } }),
    // A failed mark only leaves the badge as it was; the next opening tries again.
    errorToast: false,
    onSuccess: (channel) => {
      storeChannel(queryClient, channel);
      void queryClient.invalidateQueries({ queryKey: queryKeys.messaging.unreadCount() });
    },
  });
}

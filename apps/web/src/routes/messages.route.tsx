import { Container } from '@mantine/core';
import type { ChannelStatus } from '@hostdeck/contract/messaging/messaging.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { channelListQueryOptions, channelQueryOptions } from '@/features/messages/api/channels';
import { historyQueryOptions } from '@/features/messages/api/history';
import { MessagesPage } from '@/features/messages/components/messages-page';
import { ChatLiveProvider } from '@/features/messages/live/chat-live-provider';
import { filtersFromAddress } from '@/features/messages/messages.rules';

function statusOf(value: string | undefined): ChannelStatus {
  return value === 'archived' || value === 'any' ? value : 'all';
}

/** Asks for the list and the open conversation while the page's code arrives; nothing is awaited. */
export function loader({ params, request }: LoaderFunctionArgs, queryClient: QueryClient) {
  const filters = filtersFromAddress(statusOf(params.channelStatus), new URL(request.url).searchParams);
  void queryClient.prefetchInfiniteQuery(channelListQueryOptions(filters));
  if (params.channelId) {
    void queryClient.prefetchQuery(channelQueryOptions(params.channelId));
    void queryClient.prefetchInfiniteQuery(historyQueryOptions(params.channelId));
  }
  return null;
}

/** /messages, /messages/all, /messages/archived and /messages/:channelStatus/:channelId? */
export function Component() {
  const { channelStatus, channelId } = useParams();
  return (
    <Container size="xl" py="md">
      <ChatLiveProvider>
        <MessagesPage status={statusOf(channelStatus)} channelId={channelId} />
      </ChatLiveProvider>
    </Container>
  );
}

import type { ServerEvent } from '@hostdeck/contract/messaging/messaging-socket.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { joinLiveConnection } from '@/shared/live/live-connection';

/** What the shell's badges show. */
const badgeKeys = () => [
  queryKeys.messaging.unreadCount(),
  queryKeys.reservations.pendingRequestsCount(),
  queryKeys.notifications.all,
];

const invalidate = (queryClient: QueryClient, keys: readonly (readonly unknown[])[]) => {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
};

/**
 * What one host event changes in the caches. Invalidating refetches only what is on screen; the
 * rest refetches when next shown. Chat events for a conversation are the inbox's (it joins the same
 * connection); here they only move the unread badge.
 */
export function applyHostEvent(queryClient: QueryClient, event: ServerEvent): void {
  switch (event.type) {
    case 'reservation.created':
      return invalidate(queryClient, [
        queryKeys.reservations.pendingRequestsCount(),
        queryKeys.reservations.lists(),
        queryKeys.home.all,
        queryKeys.calendar.all,
      ]);
    case 'reservation.cancelled':
      return invalidate(queryClient, [
        queryKeys.reservations.lists(),
        queryKeys.reservations.booking(event.reservationId),
        queryKeys.home.all,
        queryKeys.calendar.all,
      ]);
    case 'notification.created':
      return invalidate(queryClient, [queryKeys.notifications.all]);
    case 'message.created':
      // The host's own message (echoed from another tab) leaves the unread count as it was.
      if (event.message.sender === 'guest') invalidate(queryClient, [queryKeys.messaging.unreadCount()]);
      return;
    case 'channel.read':
      if (event.reader === 'host') invalidate(queryClient, [queryKeys.messaging.unreadCount()]);
      return;
    default:
      return;
  }
}

/** Joins the tab's live connection for the dashboard's badges and lists; the answer leaves it. */
export function startLiveUpdates(queryClient: QueryClient): () => void {
  const membership = joinLiveConnection({
    onEvent: (event) => applyHostEvent(queryClient, event),
    // Whatever happened before the socket was ready (the page's first load, or a lost connection)
    // was not heard: the badges are read again each time it is.
    onConnectedChange: (connected) => {
      if (connected) invalidate(queryClient, badgeKeys());
    },
  });
  return membership.leave;
}

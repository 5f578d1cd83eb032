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
    case 'reservation.updated':
      return invalidate(queryClient, [
        queryKeys.reservations.pendingRequestsCount(),
        queryKeys.reservations.lists(),
        event.kind === 'inquiry'
          ? queryKeys.reservations.inquiry(event.reservationId)
          : queryKeys.reservations.bookingRequest(event.reservationId),
        queryKeys.home.all,
        // A confirmed request or inquiry is a stay that now holds its nights.
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

/**
 * A badge read this recently when the socket first listens counts as current. The page reads its
 * badges as it loads and the socket connects once the page has settled, a moment later; reading them
 * again then would ask for each address twice per page view. What happens in that moment shows at
 * the badges' next read (a navigation, the tab regaining focus, a reconnect).
 */
export const FIRST_CONNECTION_FRESH_MS = 30_000;

/**
 * Marks the badges stale that may have missed an event while the socket was not listening: after a
 * lost connection all of them; on the first connection only those read long before it (or never).
 */
export function refreshBadgesOnConnect(
  queryClient: QueryClient,
  firstConnection: boolean,
  now = Date.now(),
): void {
  const readBefore = now - FIRST_CONNECTION_FRESH_MS;
  for (const queryKey of badgeKeys()) {
    void queryClient.invalidateQueries({
      queryKey,
      predicate: (query) =>
        !firstConnection ||
        (query.state.fetchStatus !== 'fetching' && query.state.dataUpdatedAt < readBefore),
    });
  }
}

/** Joins the tab's live connection for the dashboard's badges and lists; the answer leaves it. */
export function startLiveUpdates(queryClient: QueryClient): () => void {
  let connectedBefore = false;
  const membership = joinLiveConnection({
    onEvent: (event) => applyHostEvent(queryClient, event),
    onConnectedChange: (connected) => {
      if (!connected) return;
      refreshBadgesOnConnect(queryClient, !connectedBefore);
      connectedBefore = true;
    },
  });
  return membership.leave;
}

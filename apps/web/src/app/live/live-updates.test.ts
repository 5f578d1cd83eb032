import type { ChatMessage } from '@hostdeck/contract/messaging/messaging.schemas';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/shared/api/query-keys';
import { applyHostEvent, FIRST_CONNECTION_FRESH_MS, refreshBadgesOnConnect } from './live-updates';

const keys = {
  unread: queryKeys.messaging.unreadCount(),
  pending: queryKeys.reservations.pendingRequestsCount(),
  requests: queryKeys.reservations.list('requests', { page: 1 }),
  bookings: queryKeys.reservations.list('bookings', { page: 1 }),
  booking: queryKeys.reservations.booking('B-1'),
  otherBooking: queryKeys.reservations.booking('B-2'),
  request: queryKeys.reservations.bookingRequest('R-1'),
  inquiry: queryKeys.reservations.inquiry('I-1'),
  calendar: queryKeys.calendar.timeline(),
  bell: queryKeys.notifications.list(),
  home: queryKeys.home.overview(),
  properties: queryKeys.properties.lists(),
};

function cachedEverything() {
  const queryClient = new QueryClient();
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { cached: true });
  return queryClient;
}

const stale = (queryClient: QueryClient) =>
  Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();

const message = (sender: 'host' | 'guest'): ChatMessage => ({
  id: 'm1',
  channelId: 'c1',
  sender,
  text: 'Hello',
  createdAt: '2030-06-01T10:00:00.000Z',
  readAt: null,
});

describe("the shell's caches follow the host's live events", () => {
  it('a new request marks the pending badge, the reservation lists, home and the calendar stale', () => {
    const queryClient = cachedEverything();
    applyHostEvent(queryClient, {
      type: 'reservation.created',
      kind: 'bookingRequest',
      reservationId: 'R-1',
    });
    expect(stale(queryClient)).toEqual(['bookings', 'calendar', 'home', 'pending', 'requests']);
  });

  it('a cancelled booking marks the lists, that booking, home and the calendar stale', () => {
    const queryClient = cachedEverything();
    applyHostEvent(queryClient, { type: 'reservation.cancelled', kind: 'booking', reservationId: 'B-1' });
    expect(stale(queryClient)).toEqual(['booking', 'bookings', 'calendar', 'home', 'requests']);
  });

  it('an answered request marks the pending badge, the lists, that request, home and the calendar stale', () => {
    const queryClient = cachedEverything();
    applyHostEvent(queryClient, {
      type: 'reservation.updated',
      kind: 'bookingRequest',
      reservationId: 'R-1',
      status: 'CONFIRMED',
    });
    expect(stale(queryClient)).toEqual(['bookings', 'calendar', 'home', 'pending', 'request', 'requests']);
  });

  it('an answered inquiry marks that inquiry stale, not a request of the same id', () => {
    const queryClient = cachedEverything();
    applyHostEvent(queryClient, {
      type: 'reservation.updated',
      kind: 'inquiry',
      reservationId: 'I-1',
      status: 'REJECTED',
    });
    expect(stale(queryClient)).toEqual(['bookings', 'calendar', 'home', 'inquiry', 'pending', 'requests']);
  });

  it('a notification marks the bell stale', () => {
    const queryClient = cachedEverything();
    applyHostEvent(queryClient, { type: 'notification.created', count: 1 });
    expect(stale(queryClient)).toEqual(['bell']);
  });

  it("a guest's message and the host reading move the unread badge; the host's own message does not", () => {
    const hostSent = cachedEverything();
    applyHostEvent(hostSent, { type: 'message.created', message: message('host') });
    expect(stale(hostSent)).toEqual([]);
    const guestSent = cachedEverything();
    applyHostEvent(guestSent, { type: 'message.created', message: message('guest') });
    expect(stale(guestSent)).toEqual(['unread']);
    const read = cachedEverything();
    applyHostEvent(read, {
      type: 'channel.read',
      channelId: 'c1',
      reader: 'host',
      readAt: '2030-06-01T11:00:00.000Z',
    });
    expect(stale(read)).toEqual(['unread']);
  });

  it('on the first connection a badge read a moment ago stays; one read long ago is read again', () => {
    const queryClient = cachedEverything();
    const now = Date.now();
    refreshBadgesOnConnect(queryClient, true, now);
    expect(stale(queryClient)).toEqual([]);
    refreshBadgesOnConnect(queryClient, true, now + FIRST_CONNECTION_FRESH_MS + 1);
    expect(stale(queryClient)).toEqual(['bell', 'pending', 'unread']);
  });

  it('after a lost connection every badge is read again, however fresh', () => {
    const queryClient = cachedEverything();
    refreshBadgesOnConnect(queryClient, false);
    expect(stale(queryClient)).toEqual(['bell', 'pending', 'unread']);
  });
});

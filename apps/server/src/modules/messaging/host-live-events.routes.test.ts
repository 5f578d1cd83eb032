import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLoginResponseSchema } from '@hostdeck/contract/messaging/guest-chat.schemas';
import type { ServerEvent } from '@hostdeck/contract/messaging/messaging-socket.schemas';
import { messagingTokenSchema } from '@hostdeck/contract/messaging/messaging.schemas';
import { bookingRequests, bookings } from '../../db/schema/reservations.table';
import { DEMO_API_KEYS } from '../../db/seed/seed-api-keys';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { airbnbFeed, startFeedServer, type FeedServer } from '../calendar-sync/channel-feeds.test-support';
import { bodyFor, deliver, intakeBody, stayMaker } from '../channel/channel-intake.test-support';
import { runBookingRequestExpiry } from '../reservations/booking-request-expiry';
import { liveUnitsOf } from '../units/units.test-support';
import { connect, type Client } from './messaging.test-support';

/** Long enough for an event that is coming; an event that must not come is given the same time. */
const QUIET_MS = 400;
const hostEventTypes = new Set<ServerEvent['type']>([
  'reservation.created',
  'reservation.cancelled',
  'reservation.updated',
  'notification.created',
]);

describe("the host's live events on the chat socket (issue 15, live updates everywhere)", () => {
  let t: TestApp;
  let address: string;
  let feeds: FeedServer;
  const clients: Client[] = [];
  const stay = stayMaker(2061);

  const open = async (query: string) => {
    const client = connect(address, query);
    clients.push(client);
    await client.next('ready');
    return client;
  };
  const openAsHost = async (email: string) => {
    const response = await t.app.inject({
      url: '/api/app/messaging/token',
      headers: await t.authHeaders(email),
    });
    return open(`?token=${encodeURIComponent(messagingTokenSchema.parse(response.json()).token)}`);
  };
  /** A guest of one of anna's bookings, signed in on the guest area. */
  const openAsAnnasGuest = async () => {
    const [row] = await t.db
      .select({ publicId: bookings.publicId, guestEmail: bookings.guestEmail })
      .from(bookings)
      .where(and(eq(bookings.hostId, await t.userIdOf(demo.anna)), isNotNull(bookings.guestEmail)))
      .limit(1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/guest/login',
      payload: { bookingCode: row!.publicId, email: row!.guestEmail },
      remoteAddress: '10.7.0.1',
    });
    expect(response.statusCode, response.body).toBe(200);
    return open(`?token=${encodeURIComponent(guestLoginResponseSchema.parse(response.json()).token)}`);
  };
  const hostEventsOf = (client: Client) => client.events.filter((event) => hostEventTypes.has(event.type));
  const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));

  beforeAll(async () => {
    t = await createTestApp({ ICAL_ALLOW_PRIVATE_HOSTS: 'true' });
    feeds = await startFeedServer();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const info = t.app.server.address();
    if (!info || typeof info === 'string') throw new Error('No port');
    address = `ws://127.0.0.1:${info.port}`;
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await feeds?.close();
    await t?.close();
  });

  it('tells every open tab of the host about a request, booking and inquiry a channel delivers, and no one else', async () => {
    const [annaTab, annaOtherTab, agencyTab, guest] = [
      await openAsHost(demo.anna),
      await openAsHost(demo.anna),
      await openAsHost(demo.agency),
      await openAsAnnasGuest(),
    ];
    const unitId = (await liveUnitsOf(t, demo.anna))[0]!.unit.publicId;
    for (const call of ['bookingRequest', 'booking', 'inquiry'] as const) {
      const response = await deliver(
        t,
        call,
        DEMO_API_KEYS[demo.anna]!,
        bodyFor(call, intakeBody(unitId, stay())),
      );
      expect(response.statusCode, response.body).toBe(201);
      const reservationId = (response.json() as { id: string }).id;
      for (const tab of [annaTab, annaOtherTab])
        expect(
          await tab.next('reservation.created', (event) => event.reservationId === reservationId),
        ).toEqual({ type: 'reservation.created', kind: call, reservationId });
    }
    await quiet();
    expect(hostEventsOf(agencyTab)).toEqual([]);
    expect(hostEventsOf(guest)).toEqual([]);
  });

  it('does not announce a delivery again when a channel repeats it with the same Idempotency-Key', async () => {
    const annaTab = await openAsHost(demo.anna);
    const unitId = (await liveUnitsOf(t, demo.anna))[0]!.unit.publicId;
    const body = bodyFor('booking', intakeBody(unitId, stay()));
    const headers = { 'idempotency-key': 'live-events-repeat-1' };
    const first = await deliver(t, 'booking', DEMO_API_KEYS[demo.anna]!, body, headers);
    expect(first.statusCode, first.body).toBe(201);
    await annaTab.next('reservation.created');
    const again = await deliver(t, 'booking', DEMO_API_KEYS[demo.anna]!, body, headers);
    expect(again.statusCode).toBe(201);
    await quiet();
    expect(hostEventsOf(annaTab)).toHaveLength(1);
  });

  it("tells the host's tabs that a booking was cancelled", async () => {
    const [annaTab, agencyTab] = [await openAsHost(demo.anna), await openAsHost(demo.agency)];
    const unit = (await liveUnitsOf(t, demo.anna))[0]!.unit;
    const [row] = await t.db
      .insert(bookings)
      .values({
        hostId: unit.hostId,
        unitId: unit.id,
        guestFirstName: 'Marta',
        guestLastName: 'Kovač',
        guests: 2,
        totalPrice: 40_000,
        ...stay(),
        status: 'CONFIRMED',
      })
      .returning({ publicId: bookings.publicId });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/app/bookings/${row!.publicId}/cancel`,
      headers: await t.authHeaders(demo.anna),
      payload: { reason: 'PROPERTY_UNAVAILABLE' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await annaTab.next('reservation.cancelled')).toEqual({
      type: 'reservation.cancelled',
      kind: 'booking',
      reservationId: row!.publicId,
    });
    await quiet();
    expect(hostEventsOf(agencyTab)).toEqual([]);
  });

  /** A request or an inquiry for one of anna's units, delivered as a channel does. */
  const delivered = async (call: 'bookingRequest' | 'inquiry', unitIndex: number) => {
    const unitId = (await liveUnitsOf(t, demo.anna))[unitIndex]!.unit.publicId;
    const response = await deliver(
      t,
      call,
      DEMO_API_KEYS[demo.anna]!,
      bodyFor(call, intakeBody(unitId, stay())),
    );
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: string }).id;
  };
  const answer = async (url: string, payload: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: await t.authHeaders(demo.anna),
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it("tells the host's tabs, and no one else, that a request was confirmed or rejected", async () => {
    const toConfirm = await delivered('bookingRequest', 0);
    const toReject = await delivered('bookingRequest', 0);
    const [annaTab, agencyTab, guest] = [
      await openAsHost(demo.anna),
      await openAsHost(demo.agency),
      await openAsAnnasGuest(),
    ];
    await answer(`/api/app/booking-requests/${toConfirm}/confirm`);
    expect(await annaTab.next('reservation.updated')).toEqual({
      type: 'reservation.updated',
      kind: 'bookingRequest',
      reservationId: toConfirm,
      status: 'CONFIRMED',
    });
    await answer(`/api/app/booking-requests/${toReject}/reject`, { reason: 'RATES_MISMATCH' });
    expect(await annaTab.next('reservation.updated')).toEqual({
      type: 'reservation.updated',
      kind: 'bookingRequest',
      reservationId: toReject,
      status: 'REJECTED',
    });
    await quiet();
    expect(hostEventsOf(agencyTab)).toEqual([]);
    expect(hostEventsOf(guest)).toEqual([]);
  });

  it("tells the host's tabs, and no one else, that an inquiry was confirmed or rejected", async () => {
    const toConfirm = await delivered('inquiry', 0);
    const toReject = await delivered('inquiry', 0);
    const [annaTab, agencyTab] = [await openAsHost(demo.anna), await openAsHost(demo.agency)];
    await answer(`/api/app/booking-inquiries/${toConfirm}/confirm`);
    expect(await annaTab.next('reservation.updated')).toEqual({
      type: 'reservation.updated',
      kind: 'inquiry',
      reservationId: toConfirm,
      status: 'CONFIRMED',
    });
    await answer(`/api/app/booking-inquiries/${toReject}/reject`, { reason: 'OVERBOOKING' });
    expect(await annaTab.next('reservation.updated')).toEqual({
      type: 'reservation.updated',
      kind: 'inquiry',
      reservationId: toReject,
      status: 'REJECTED',
    });
    await quiet();
    expect(hostEventsOf(agencyTab)).toEqual([]);
  });

  it("tells the host's tabs that a request ran out of time (the expiry job)", async () => {
    const overdue = await delivered('bookingRequest', 0);
    const [annaTab, agencyTab] = [await openAsHost(demo.anna), await openAsHost(demo.agency)];
    await t.db
      .update(bookingRequests)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(bookingRequests.publicId, overdue));
    await runBookingRequestExpiry(t.db);
    expect(await annaTab.next('reservation.updated', (event) => event.reservationId === overdue)).toEqual({
      type: 'reservation.updated',
      kind: 'bookingRequest',
      reservationId: overdue,
      status: 'EXPIRED',
    });
    await quiet();
    expect(hostEventsOf(agencyTab)).toEqual([]);
  });

  it("rings the host's bell when an imported calendar double-books a stay", async () => {
    const [annaTab, agencyTab] = [await openAsHost(demo.anna), await openAsHost(demo.agency)];
    const unit = (await liveUnitsOf(t, demo.anna))[2]!.unit;
    const booked = stay(4);
    await t.db.insert(bookings).values({
      hostId: unit.hostId,
      unitId: unit.id,
      guestFirstName: 'Marta',
      guestLastName: 'Kovač',
      guests: 2,
      totalPrice: 40_000,
      ...booked,
      status: 'CONFIRMED',
    });
    feeds.set('/live.ics', airbnbFeed([]));
    const headers = await t.authHeaders(demo.anna);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/app/calendar/units/${unit.publicId}/ical-feeds`,
      headers,
      payload: { name: 'Airbnb', url: feeds.url('/live.ics'), color: 'pink' },
    });
    expect(created.statusCode, created.body).toBe(201);
    feeds.set('/live.ics', airbnbFeed([{ uid: 'clash', dateFrom: booked.checkIn, dateTo: booked.checkOut }]));
    const refreshed = await t.app.inject({
      method: 'POST',
      url: `/api/app/calendar/ical-feeds/${(created.json() as { id: string }).id}/refresh`,
      headers,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(await annaTab.next('notification.created')).toEqual({ type: 'notification.created', count: 1 });
    await quiet();
    expect(hostEventsOf(agencyTab)).toEqual([]);
  });

  it("keeps a host's tab told of new guest messages (the unread badge), and not another host's", async () => {
    const [annaTab, agencyTab] = [await openAsHost(demo.anna), await openAsHost(demo.agency)];
    const guest = await openAsAnnasGuest();
    const guestToken = new URL(guest.socket.url).searchParams.get('token')!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/guest/chat/messages',
      headers: { authorization: `Bearer ${guestToken}` },
      payload: { text: 'Is early check-in possible?' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const heard = await annaTab.next('message.created');
    expect(heard.message).toMatchObject({ sender: 'guest', text: 'Is early check-in possible?' });
    await quiet();
    expect(agencyTab.events.filter((event) => event.type === 'message.created')).toEqual([]);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEntry } from '@hostdeck/contract/calendar/calendar.schemas';
import type { IcalFeed } from '@hostdeck/contract/calendar/ical-feeds.schemas';
import type { CreatedApiKey } from '@hostdeck/contract/channel/api-keys.schemas';
import { notifications } from '../../db/schema/notifications.table';
import type { UnitRow } from '../../db/schema/properties.table';
import { errorFields, expectApiError } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { bodyFor, deliver, intakeBody, shiftDay, stayMaker } from '../channel/channel-intake.test-support';
import { liveUnitsOf } from '../units/units.test-support';
import { airbnbFeed, startFeedServer, type FeedServer } from './channel-feeds.test-support';

// Decision 0045: a stay a channel delivers through the API and also lists in its iCal feed is one
// stay. Issue 14's double-booking alarm must not ring for it, and must still ring for anything else.
describe('the same stay from a channel’s API and from its iCal feed', () => {
  let t: TestApp;
  let feeds: FeedServer;
  let unit: UnitRow;
  let headers: { authorization: string };
  let airbnbKey: CreatedApiKey;
  let vrboKey: CreatedApiKey;
  const freshStay = stayMaker(2049);

  beforeAll(async () => {
    t = await createTestApp({ ICAL_ALLOW_PRIVATE_HOSTS: 'true' });
    feeds = await startFeedServer();
    unit = (await liveUnitsOf(t, demo.anna))[0]!.unit;
    headers = await t.authHeaders(demo.anna);
    const makeKey = async (name: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/app/user/api-keys',
        headers,
        payload: { name },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as CreatedApiKey;
    };
    airbnbKey = await makeKey('Airbnb');
    vrboKey = await makeKey('Vrbo');
  });
  afterAll(async () => {
    await feeds?.close();
    await t?.close();
  });

  const alarms = async () =>
    (
      await t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.unitId, unit.id), eq(notifications.type, 'doubleBooking')))
    ).length;
  const deliverBooking = (key: CreatedApiKey, stay: { checkIn: string; checkOut: string }) => {
    const { expiresAt: _deadline, ...body } = intakeBody(unit.publicId, stay);
    return deliver(t, 'booking', key.secret, body);
  };
  let feedCount = 0;
  /** A feed listing `stays`, matched with `channelKeyId`, read once on creation. */
  const importFeed = async (stays: { checkIn: string; checkOut: string }[], channelKeyId: string | null) => {
    const path = `/feed-${(feedCount += 1)}.ics`;
    feeds.set(
      path,
      airbnbFeed(
        stays.map((stay, index) => ({
          uid: `${path}-${index}`,
          dateFrom: stay.checkIn,
          dateTo: stay.checkOut,
        })),
      ),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/app/calendar/units/${unit.publicId}/ical-feeds`,
      headers,
      payload: { name: 'Airbnb', url: feeds.url(path), color: 'pink', channelKeyId },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as IcalFeed;
  };
  const entriesOver = async (stay: { checkIn: string; checkOut: string }) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/app/calendar/units/${unit.publicId}?dateFrom=${stay.checkIn}&dateTo=${stay.checkOut}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const flat = (entries: CalendarEntry[]): CalendarEntry[] =>
      entries.flatMap((entry) => (entry.children.length > 0 ? flat(entry.children) : [entry]));
    // Sorted by what they are (entries on the same nights come in id order).
    return flat((response.json() as { entries: CalendarEntry[] }).entries)
      .map((entry) => [entry.source, entry.dateFrom, entry.dateTo, entry.conflict])
      .sort();
  };

  it('same stay from the same channel: no alarm, and the calendar shows the booking only, unflagged', async () => {
    const stay = freshStay();
    expect((await deliverBooking(airbnbKey, stay)).statusCode).toBe(201);
    const before = await alarms();
    const feed = await importFeed([stay], airbnbKey.id);
    expect(feed).toMatchObject({ channelKeyId: airbnbKey.id, lastStatus: 'ok', eventCount: 1 });
    expect(await alarms()).toBe(before);
    expect(await entriesOver(stay)).toEqual([['channel', stay.checkIn, stay.checkOut, false]]);
  });

  it('same stay listed in the feed before the channel delivers it: the booking is taken, still no alarm', async () => {
    const stay = freshStay();
    const feed = await importFeed([stay], airbnbKey.id);
    const before = await alarms();
    // Another channel delivering those nights is refused: the imported stay holds them.
    expectApiError(await deliverBooking(vrboKey, stay), 409, 'reservations.datesTaken');
    expect((await deliverBooking(airbnbKey, stay)).statusCode).toBe(201);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: `/api/app/calendar/ical-feeds/${feed.id}/refresh`,
      headers,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(await alarms()).toBe(before);
    expect(await entriesOver(stay)).toEqual([['channel', stay.checkIn, stay.checkOut, false]]);
  });

  it('same nights from another channel’s feed, or a feed naming no channel: alarm and red flags', async () => {
    const stay = freshStay();
    expect((await deliverBooking(airbnbKey, stay)).statusCode).toBe(201);
    const before = await alarms();
    await importFeed([stay], vrboKey.id);
    expect(await alarms()).toBe(before + 1);
    await importFeed([stay], null);
    expect(await alarms()).toBe(before + 2);
    expect(await entriesOver(stay)).toEqual([
      ['channel', stay.checkIn, stay.checkOut, true],
      ['external', stay.checkIn, stay.checkOut, true],
      ['external', stay.checkIn, stay.checkOut, true],
    ]);
  });

  it('a partial overlap from the same channel’s feed is a second stay: alarm and red flags', async () => {
    const stay = freshStay(4);
    expect((await deliverBooking(airbnbKey, stay)).statusCode).toBe(201);
    const before = await alarms();
    const longer = { checkIn: stay.checkIn, checkOut: shiftDay(stay.checkOut, 1) };
    await importFeed([longer], airbnbKey.id);
    expect(await alarms()).toBe(before + 1);
    expect(await entriesOver(longer)).toEqual([
      ['channel', stay.checkIn, stay.checkOut, true],
      ['external', longer.checkIn, longer.checkOut, true],
    ]);
  });

  /** A request or inquiry delivered with `key`, then confirmed by the host: the booking it becomes. */
  const deliverAndConfirm = async (
    call: 'bookingRequest' | 'inquiry',
    key: CreatedApiKey,
    stay: { checkIn: string; checkOut: string },
  ) => {
    const delivered = await deliver(t, call, key.secret, bodyFor(call, intakeBody(unit.publicId, stay)));
    expect(delivered.statusCode, delivered.body).toBe(201);
    const { id } = delivered.json() as { id: string };
    const path = call === 'bookingRequest' ? 'booking-requests' : 'booking-inquiries';
    return t.app.inject({ method: 'POST', url: `/api/app/${path}/${id}/confirm`, headers });
  };
  const refresh = async (feed: IcalFeed) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/app/calendar/ical-feeds/${feed.id}/refresh`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  // A unit imports at most 10 feeds: the cases below remove theirs once read.
  const removeFeed = async (feed: IcalFeed) => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/app/calendar/ical-feeds/${feed.id}`,
      headers,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  };

  it('a channel’s request or inquiry the host confirmed keeps the channel: its feed listing it is no alarm', async () => {
    for (const [call, shownAs] of [
      ['bookingRequest', 'booking'],
      ['inquiry', 'inquiry_confirmed'],
    ] as const) {
      const stay = freshStay();
      const confirmed = await deliverAndConfirm(call, airbnbKey, stay);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const before = await alarms();
      const feed = await importFeed([stay], airbnbKey.id);
      expect(await alarms(), call).toBe(before);
      expect(await entriesOver(stay), call).toEqual([[shownAs, stay.checkIn, stay.checkOut, false]]);
      await removeFeed(feed);
    }
  });

  it('a channel’s request listed in its feed before the host confirms: confirmed, still no alarm', async () => {
    const stay = freshStay();
    const feed = await importFeed([stay], airbnbKey.id);
    const before = await alarms();
    // Another channel's request for those nights is refused: the imported stay holds them.
    const other = await deliver(t, 'bookingRequest', vrboKey.secret, intakeBody(unit.publicId, stay));
    expectApiError(other, 409, 'reservations.datesTaken');
    const confirmed = await deliverAndConfirm('bookingRequest', airbnbKey, stay);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await refresh(feed);
    expect(await alarms()).toBe(before);
    expect(await entriesOver(stay)).toEqual([['booking', stay.checkIn, stay.checkOut, false]]);
    await removeFeed(feed);
  });

  it('a confirmed request or inquiry of one channel in another channel’s feed: alarm and red flags', async () => {
    for (const [call, shownAs] of [
      ['bookingRequest', 'booking'],
      ['inquiry', 'inquiry_confirmed'],
    ] as const) {
      const stay = freshStay();
      const confirmed = await deliverAndConfirm(call, airbnbKey, stay);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const before = await alarms();
      const feed = await importFeed([stay], vrboKey.id);
      expect(await alarms(), call).toBe(before + 1);
      expect(await entriesOver(stay), call).toEqual(
        [
          ['external', stay.checkIn, stay.checkOut, true],
          [shownAs, stay.checkIn, stay.checkOut, true],
        ].sort(),
      );
      await removeFeed(feed);
    }
  });

  it('names the channel by one of the host’s own keys in use, or none; refuses others on the field', async () => {
    const agencyKey = (
      await t.app.inject({
        method: 'POST',
        url: '/api/app/user/api-keys',
        headers: await t.authHeaders(demo.agency),
        payload: { name: 'Agency channel' },
      })
    ).json() as CreatedApiKey;
    feeds.set('/named.ics', airbnbFeed([]));
    const create = (channelKeyId: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/app/calendar/units/${unit.publicId}/ical-feeds`,
        headers,
        payload: { name: 'Named', url: feeds.url('/named.ics'), color: 'teal', channelKeyId },
      });
    for (const wrong of [agencyKey.id, 'not-a-key', '00000000-0000-4000-8000-000000000000']) {
      const body = expectApiError(await create(wrong), 400);
      expect(errorFields(body)).toEqual(['channelKeyId']);
    }
    expectApiError(await create(42), 400);

    const plain = (await create(undefined)).json() as IcalFeed;
    expect(plain.channelKeyId).toBeNull();
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/app/calendar/ical-feeds/${plain.id}`,
        headers,
        payload,
      });
    expect(((await patch({ channelKeyId: vrboKey.id })).json() as IcalFeed).channelKeyId).toBe(vrboKey.id);
    expect(errorFields(expectApiError(await patch({ channelKeyId: agencyKey.id }), 400))).toEqual([
      'channelKeyId',
    ]);
    expect(((await patch({ name: 'Renamed' })).json() as IcalFeed).channelKeyId).toBe(vrboKey.id);
    expect(((await patch({ channelKeyId: null })).json() as IcalFeed).channelKeyId).toBeNull();
  });
});

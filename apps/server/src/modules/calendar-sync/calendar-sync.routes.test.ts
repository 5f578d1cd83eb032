import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEntry } from '@hostdeck/contract/calendar/calendar.schemas';
import { icalFeedSchema, type IcalFeed } from '@hostdeck/contract/calendar/ical-feeds.schemas';
import { calendarBlocks } from '../../db/schema/calendar.table';
import { notifications } from '../../db/schema/notifications.table';
import type { UnitRow } from '../../db/schema/properties.table';
import { bookingRequests, bookings } from '../../db/schema/reservations.table';
import { errorFields, expectApiError, expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { liveUnitsOf } from '../units/units.test-support';
import {
  airbnbFeed,
  bookingComFeed,
  startFeedServer,
  vrboFeed,
  type FeedServer,
} from './channel-feeds.test-support';
import { parseFeed } from './ical-feed-parse';
import { RECURRENCE_HORIZON_DAYS } from './ical-recurrence';

describe('iCal sync routes', () => {
  let t: TestApp;
  let feeds: FeedServer;
  let unit: UnitRow;
  let otherUnit: UnitRow;
  let agencyUnit: UnitRow;
  let headers: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ ICAL_ALLOW_PRIVATE_HOSTS: 'true' });
    feeds = await startFeedServer();
    const annaUnits = await liveUnitsOf(t, demo.anna);
    unit = annaUnits[0]!.unit;
    otherUnit = annaUnits[1]!.unit;
    agencyUnit = (await liveUnitsOf(t, demo.agency))[0]!.unit;
    headers = await t.authHeaders(demo.anna);
  });
  afterAll(async () => {
    await feeds?.close();
    await t?.close();
  });

  const feedsUrl = (u: UnitRow) => `/api/app/calendar/units/${u.publicId}/ical-feeds`;
  const addFeed = async (u: UnitRow, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: feedsUrl(u), headers, payload: body });
  const refresh = async (feedId: string) =>
    t.app.inject({ method: 'POST', url: `/api/app/calendar/ical-feeds/${feedId}/refresh`, headers });
  const blocksOf = async (feedId: string) =>
    t.db
      .select({
        dateFrom: calendarBlocks.dateFrom,
        dateTo: calendarBlocks.dateTo,
        source: calendarBlocks.source,
        summary: calendarBlocks.summary,
        uid: calendarBlocks.externalUid,
      })
      .from(calendarBlocks)
      .where(eq(calendarBlocks.feedId, feedId))
      .orderBy(calendarBlocks.dateFrom);
  const doubleBookingAlarms = async (u: UnitRow) =>
    (
      await t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.unitId, u.id), eq(notifications.type, 'doubleBooking')))
    ).length;
  const insertBooking = async (
    u: UnitRow,
    checkIn: string,
    checkOut: string,
    status: 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED',
  ) => {
    const [row] = await t.db
      .insert(bookings)
      .values({
        hostId: u.hostId,
        unitId: u.id,
        guestFirstName: 'Marta',
        guestLastName: 'Kovač',
        guestEmail: 'marta@example.com',
        guests: 2,
        totalPrice: 40_000,
        checkIn,
        checkOut,
        status,
      })
      .returning();
    return row!;
  };

  describe('access and input', () => {
    it('needs a token for every host call', async () => {
      await expectTokenRequired(t, { method: 'GET', url: feedsUrl(unit) });
      await expectTokenRequired(t, {
        method: 'GET',
        url: `/api/app/calendar/units/${unit.publicId}/ical-export`,
      });
    });

    it("answers 404 for another host's unit and another host's feed", async () => {
      expectApiError(
        await addFeed(agencyUnit, { name: 'X', url: feeds.url('/x.ics'), color: 'blue' }),
        404,
        'units.notFound',
      );
      const agencyHeaders = await t.authHeaders(demo.agency);
      feeds.set('/agency.ics', bookingComFeed([]));
      const created = await t.app.inject({
        method: 'POST',
        url: feedsUrl(agencyUnit),
        headers: agencyHeaders,
        payload: { name: 'Booking.com', url: feeds.url('/agency.ics'), color: 'teal' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const agencyFeed = created.json() as IcalFeed;
      expectApiError(await refresh(agencyFeed.id), 404, 'calendar.feedNotFound');
      expectApiError(
        await t.app.inject({
          method: 'PATCH',
          url: `/api/app/calendar/ical-feeds/${agencyFeed.id}`,
          headers,
          payload: { name: 'Mine' },
        }),
        404,
        'calendar.feedNotFound',
      );
      expectApiError(
        await t.app.inject({
          method: 'DELETE',
          url: `/api/app/calendar/ical-feeds/${agencyFeed.id}`,
          headers,
        }),
        404,
        'calendar.feedNotFound',
      );
      expectApiError(await refresh('not-a-feed'), 404, 'calendar.feedNotFound');
    });

    it('refuses a bad feed on the field: not http(s), no name, a colour outside the palette', async () => {
      const body = expectApiError(
        await addFeed(unit, { name: '', url: 'ftp://example.com/feed.ics', color: 'red' }),
        400,
      );
      expect(errorFields(body)).toEqual(['color', 'name', 'url']);
      const noHost = expectApiError(
        await addFeed(unit, { name: 'A', url: 'http://user:pw@example.com/x', color: 'blue' }),
        400,
      );
      expect(errorFields(noHost)).toEqual(['url']);
    });

    it('allows at most ten feeds per unit (409)', async () => {
      feeds.set('/empty.ics', airbnbFeed([]));
      const spare = (await liveUnitsOf(t, demo.anna))[2]!.unit;
      for (let index = 0; index < 10; index += 1) {
        const response = await addFeed(spare, {
          name: `Feed ${index}`,
          url: feeds.url('/empty.ics'),
          color: 'lime',
        });
        expect(response.statusCode, response.body).toBe(201);
      }
      expectApiError(
        await addFeed(spare, { name: 'One more', url: feeds.url('/empty.ics'), color: 'lime' }),
        409,
        'calendar.tooManyFeeds',
      );
    });
  });

  describe('importing channel calendars', () => {
    it('imports an Airbnb calendar: reservations and closed nights as external blocks', async () => {
      feeds.set(
        '/airbnb.ics',
        airbnbFeed(
          [{ uid: 'a-1', dateFrom: '2047-01-08', dateTo: '2047-01-12' }],
          [{ uid: 'a-2', dateFrom: '2047-01-15', dateTo: '2047-01-20' }],
        ),
      );
      const response = await addFeed(unit, { name: 'Airbnb', url: feeds.url('/airbnb.ics'), color: 'pink' });
      expect(response.statusCode, response.body).toBe(201);
      const feed = icalFeedSchema.parse(response.json());
      expect(feed).toMatchObject({
        name: 'Airbnb',
        unitId: unit.publicId,
        lastStatus: 'ok',
        lastError: null,
        eventCount: 2,
      });
      expect(feed.lastSyncedAt).not.toBeNull();
      expect(await blocksOf(feed.id)).toEqual([
        {
          dateFrom: '2047-01-08',
          dateTo: '2047-01-12',
          source: 'external',
          summary: 'Reserved',
          uid: 'a-1@airbnb.com',
        },
        {
          dateFrom: '2047-01-15',
          dateTo: '2047-01-20',
          source: 'external',
          summary: 'Airbnb (Not available)',
          uid: 'a-2@airbnb.com',
        },
      ]);
    });

    it('imports a Booking.com calendar (CLOSED - Not available)', async () => {
      feeds.set(
        '/booking.ics',
        bookingComFeed([{ uid: 'b-1', dateFrom: '2047-02-01', dateTo: '2047-02-04' }]),
      );
      const feed = (
        await addFeed(unit, { name: 'Booking.com', url: feeds.url('/booking.ics'), color: 'blue' })
      ).json() as IcalFeed;
      expect(feed).toMatchObject({ lastStatus: 'ok', eventCount: 1 });
      expect(await blocksOf(feed.id)).toEqual([
        {
          dateFrom: '2047-02-01',
          dateTo: '2047-02-04',
          source: 'external',
          summary: 'CLOSED - Not available',
          uid: 'b-1@booking.com',
        },
      ]);
    });

    it('imports a Vrbo calendar (Reserved and Blocked)', async () => {
      feeds.set(
        '/vrbo.ics',
        vrboFeed(
          [{ uid: 'v-1', dateFrom: '2047-03-01', dateTo: '2047-03-05' }],
          [{ uid: 'v-2', dateFrom: '2047-03-10', dateTo: '2047-03-11' }],
        ),
      );
      const feed = (
        await addFeed(unit, { name: 'Vrbo', url: feeds.url('/vrbo.ics'), color: 'orange' })
      ).json() as IcalFeed;
      expect((await blocksOf(feed.id)).map((block) => [block.dateFrom, block.dateTo, block.summary])).toEqual(
        [
          ['2047-03-01', '2047-03-05', 'Reserved'],
          ['2047-03-10', '2047-03-11', 'Blocked'],
        ],
      );
    });

    it('expands recurring events from today to the horizon: weekly, count-limited, EXDATE, an override, no end', async () => {
      // Dates from the day of the test: the expansion runs from the day of the read.
      const day = (offset: number) =>
        new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
      const iso = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}`;
      const event = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'];
      feeds.set(
        '/recurring.ics',
        [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'PRODID:-//Example//Owner calendar//EN',
          // Weekly two-night owner stays, three of them, the second moved a day later.
          ...event(
            'UID:owner@example.com',
            `DTSTART;VALUE=DATE:${day(7)}`,
            `DTEND;VALUE=DATE:${day(9)}`,
            'RRULE:FREQ=WEEKLY;COUNT=3',
            'SUMMARY:Owner stays',
          ),
          ...event(
            'UID:owner@example.com',
            `RECURRENCE-ID;VALUE=DATE:${day(14)}`,
            `DTSTART;VALUE=DATE:${day(15)}`,
            `DTEND;VALUE=DATE:${day(17)}`,
            'SUMMARY:Owner stays (moved)',
          ),
          // A weekly cleaning night without end, one week left out.
          ...event(
            'UID:cleaning@example.com',
            `DTSTART;VALUE=DATE:${day(3)}`,
            `DTEND;VALUE=DATE:${day(4)}`,
            'RRULE:FREQ=WEEKLY',
            `EXDATE;VALUE=DATE:${day(10)}`,
            'SUMMARY:Cleaning',
          ),
          'END:VCALENDAR',
        ].join('\r\n'),
      );
      const feed = (
        await addFeed(otherUnit, { name: 'Owner', url: feeds.url('/recurring.ics'), color: 'green' })
      ).json() as IcalFeed;
      const blocks = await blocksOf(feed.id);
      const owner = blocks.filter((block) => block.summary?.startsWith('Owner'));
      expect(owner.map((block) => [block.dateFrom, block.dateTo, block.summary])).toEqual([
        [iso(day(7)), iso(day(9)), 'Owner stays'],
        [iso(day(15)), iso(day(17)), 'Owner stays (moved)'],
        [iso(day(21)), iso(day(23)), 'Owner stays'],
      ]);
      const cleaning = blocks.filter((block) => block.summary === 'Cleaning').map((block) => block.dateFrom);
      expect(cleaning.slice(0, 3)).toEqual([iso(day(3)), iso(day(17)), iso(day(24))]);
      // No end: every week up to the horizon (two years), then no more.
      expect(cleaning.length).toBeGreaterThanOrEqual(102);
      expect(cleaning.length).toBeLessThanOrEqual(104);
      expect(cleaning.at(-1)! < iso(day(RECURRENCE_HORIZON_DAYS))).toBe(true);
      expect(new Set(blocks.map((block) => block.uid)).size).toBe(blocks.length);
      expect(feed.eventCount).toBe(blocks.length);

      // Read again: the same occurrences under the same UIDs, replaced, not added.
      await refresh(feed.id);
      expect((await blocksOf(feed.id)).map((block) => block.uid)).toEqual(blocks.map((block) => block.uid));
    });

    it('replaces the feed’s blocks on refresh, and keeps the last good ones when a read fails', async () => {
      feeds.set(
        '/changing.ics',
        bookingComFeed([{ uid: 'c-1', dateFrom: '2047-04-01', dateTo: '2047-04-03' }]),
      );
      const feed = (
        await addFeed(otherUnit, { name: 'Changing', url: feeds.url('/changing.ics'), color: 'grape' })
      ).json() as IcalFeed;

      feeds.set(
        '/changing.ics',
        bookingComFeed([
          { uid: 'c-2', dateFrom: '2047-04-10', dateTo: '2047-04-12' },
          { uid: 'c-3', dateFrom: '2047-04-20', dateTo: '2047-04-22' },
        ]),
      );
      const refreshed = (await refresh(feed.id)).json() as IcalFeed;
      expect(refreshed).toMatchObject({ lastStatus: 'ok', eventCount: 2 });
      expect((await blocksOf(feed.id)).map((block) => block.uid)).toEqual([
        'c-2@booking.com',
        'c-3@booking.com',
      ]);

      feeds.set('/changing.ics', 503);
      const failed = icalFeedSchema.parse((await refresh(feed.id)).json());
      expect(failed).toMatchObject({
        lastStatus: 'error',
        lastError: 'calendar.feedUnreachable',
        eventCount: 2,
      });
      expect((await blocksOf(feed.id)).map((block) => block.uid)).toEqual([
        'c-2@booking.com',
        'c-3@booking.com',
      ]);

      feeds.set('/changing.ics', '<html>Please sign in</html>');
      expect((await refresh(feed.id)).json()).toMatchObject({
        lastStatus: 'error',
        lastError: 'calendar.feedNotCalendar',
      });
      expect(await blocksOf(feed.id)).toHaveLength(2);
    });

    it('renames, recolours and removes a feed; removing it frees its nights', async () => {
      feeds.set('/remove.ics', vrboFeed([{ uid: 'r-1', dateFrom: '2047-05-01', dateTo: '2047-05-03' }]));
      const feed = (
        await addFeed(otherUnit, { name: 'Old', url: feeds.url('/remove.ics'), color: 'cyan' })
      ).json() as IcalFeed;
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/app/calendar/ical-feeds/${feed.id}`,
        headers,
        payload: { name: 'Vrbo', color: 'teal' },
      });
      expect(patched.json()).toMatchObject({ name: 'Vrbo', color: 'teal', url: feeds.url('/remove.ics') });
      const list = (await t.app.inject({ method: 'GET', url: feedsUrl(otherUnit), headers })).json() as {
        items: IcalFeed[];
      };
      expect(list.items.map((item) => item.name)).toContain('Vrbo');
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/app/calendar/ical-feeds/${feed.id}`,
        headers,
      });
      expect(removed.statusCode).toBe(204);
      expect(await blocksOf(feed.id)).toEqual([]);
    });
  });

  describe('double-booking alarm', () => {
    it('notifies the host once per booking an import newly overlaps, not on every refresh', async () => {
      const alarmUnit = (await liveUnitsOf(t, demo.anna))[3]!.unit;
      await insertBooking(alarmUnit, '2047-06-10', '2047-06-14');
      await insertBooking(alarmUnit, '2047-06-20', '2047-06-25');
      await insertBooking(alarmUnit, '2047-07-01', '2047-07-05', 'CANCELLED');
      // A stay long over that the channel's feed still lists: no alarm for what cannot be acted on.
      await insertBooking(alarmUnit, '2020-03-01', '2020-03-05');
      // Back to back with the first booking (check-out day = check-in day): no clash.
      feeds.set('/alarm.ics', airbnbFeed([{ uid: 'x', dateFrom: '2047-06-14', dateTo: '2047-06-16' }]));
      const feed = (
        await addFeed(alarmUnit, { name: 'Airbnb', url: feeds.url('/alarm.ics'), color: 'pink' })
      ).json() as IcalFeed;
      expect(await doubleBookingAlarms(alarmUnit)).toBe(0);

      // Now the channel sold nights the first booking holds, and nights of the cancelled one.
      feeds.set(
        '/alarm.ics',
        airbnbFeed([
          { uid: 'x', dateFrom: '2047-06-13', dateTo: '2047-06-16' },
          { uid: 'y', dateFrom: '2047-07-02', dateTo: '2047-07-03' },
          { uid: 'past', dateFrom: '2020-03-02', dateTo: '2020-03-04' },
        ]),
      );
      await refresh(feed.id);
      expect(await doubleBookingAlarms(alarmUnit)).toBe(1);
      await refresh(feed.id);
      expect(await doubleBookingAlarms(alarmUnit)).toBe(1);

      // A second booking clashes too: one more alarm, for that one only.
      feeds.set(
        '/alarm.ics',
        airbnbFeed([
          { uid: 'x', dateFrom: '2047-06-13', dateTo: '2047-06-16' },
          { uid: 'z', dateFrom: '2047-06-24', dateTo: '2047-06-27' },
        ]),
      );
      await refresh(feed.id);
      expect(await doubleBookingAlarms(alarmUnit)).toBe(2);

      // The host sees it in the notification list.
      const list = (await t.app.inject({ method: 'GET', url: '/api/app/notifications', headers })).json() as {
        items: { type: string; unitId: string | null }[];
      };
      expect(
        list.items.filter((item) => item.type === 'doubleBooking' && item.unitId === alarmUnit.publicId),
      ).toHaveLength(2);

      // The calendar flags both the imported stays and the bookings they overlap.
      const calendar = await t.app.inject({
        method: 'GET',
        url: `/api/app/calendar/units/${alarmUnit.publicId}?dateFrom=2047-06-01&dateTo=2047-07-01`,
        headers,
      });
      expect(calendar.statusCode, calendar.body).toBe(200);
      const flat = (entries: CalendarEntry[]): CalendarEntry[] =>
        entries.flatMap((entry) => (entry.children.length > 0 ? flat(entry.children) : [entry]));
      const entries = flat((calendar.json() as { entries: CalendarEntry[] }).entries);
      const conflicted = entries
        .filter((entry) => entry.conflict)
        .map((entry) => [entry.source, entry.dateFrom, entry.dateTo])
        .sort();
      expect(conflicted).toEqual([
        ['booking', '2047-06-10', '2047-06-14'],
        ['booking', '2047-06-20', '2047-06-25'],
        ['external', '2047-06-13', '2047-06-16'],
        ['external', '2047-06-24', '2047-06-27'],
      ]);
    });
  });

  describe('export', () => {
    const exportUrl = (u: UnitRow) => `/api/app/calendar/units/${u.publicId}/ical-export`;
    const pathOf = (url: string) => new URL(url).pathname;

    it('gives each unit one secret address, the same on every read, and a new one on regenerate', async () => {
      const first = (await t.app.inject({ method: 'GET', url: exportUrl(otherUnit), headers })).json() as {
        url: string;
      };
      expect(first.url).toMatch(/^http:\/\/hostdeck\.test\/api\/ical\/[A-Za-z0-9_-]{32}\.ics$/);
      const again = (await t.app.inject({ method: 'GET', url: exportUrl(otherUnit), headers })).json() as {
        url: string;
      };
      expect(again.url).toBe(first.url);
      expect((await t.app.inject({ method: 'GET', url: pathOf(first.url) })).statusCode).toBe(200);

      const renewed = (
        await t.app.inject({ method: 'POST', url: `${exportUrl(otherUnit)}/regenerate`, headers })
      ).json() as { url: string };
      expect(renewed.url).not.toBe(first.url);
      expectApiError(await t.app.inject({ method: 'GET', url: pathOf(first.url) }), 404);
      expect((await t.app.inject({ method: 'GET', url: pathOf(renewed.url) })).statusCode).toBe(200);
      expectApiError(await t.app.inject({ method: 'GET', url: '/api/ical/unknownunknownunknown.ics' }), 404);
      expectApiError(
        await t.app.inject({ method: 'GET', url: exportUrl(agencyUnit), headers }),
        404,
        'units.notFound',
      );
    });

    it('exports bookings, pending requests and manual blocks as busy all-day events, never imported ones nor guest data', async () => {
      const exportUnit = (await liveUnitsOf(t, demo.anna))[4]!.unit;
      const booking = await insertBooking(exportUnit, '2047-08-01', '2047-08-05');
      await insertBooking(exportUnit, '2047-08-10', '2047-08-12', 'CANCELLED');
      const [request] = await t.db
        .insert(bookingRequests)
        .values({
          hostId: exportUnit.hostId,
          unitId: exportUnit.id,
          guestFirstName: 'Ivo',
          guestLastName: 'Horvat',
          guests: 2,
          totalPrice: 20_000,
          checkIn: '2047-08-20',
          checkOut: '2047-08-22',
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning();
      const [manual] = await t.db
        .insert(calendarBlocks)
        .values({
          hostId: exportUnit.hostId,
          unitId: exportUnit.id,
          dateFrom: '2047-09-01',
          dateTo: '2047-09-03',
          source: 'manual',
        })
        .returning();
      feeds.set('/export-in.ics', airbnbFeed([{ uid: 'imp', dateFrom: '2047-10-01', dateTo: '2047-10-04' }]));
      await addFeed(exportUnit, { name: 'Airbnb', url: feeds.url('/export-in.ics'), color: 'pink' });

      const { url } = (await t.app.inject({ method: 'GET', url: exportUrl(exportUnit), headers })).json() as {
        url: string;
      };
      const response = await t.app.inject({ method: 'GET', url: pathOf(url) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const text = response.body;
      expect(text).toContain('\r\n');
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const secret of ['Marta', 'Kovač', 'marta@example.com', 'Ivo', 'Horvat', 'Airbnb', 'imp@airbnb'])
        expect(text).not.toContain(secret);

      const { stays } = parseFeed(text);
      const future = stays.filter((stay) => stay.dateFrom >= '2047-01-01');
      expect(future).toEqual([
        { uid: `${booking.id}@hostdeck`, dateFrom: '2047-08-01', dateTo: '2047-08-05', summary: 'Reserved' },
        { uid: `${request!.id}@hostdeck`, dateFrom: '2047-08-20', dateTo: '2047-08-22', summary: 'Reserved' },
        {
          uid: `${manual!.id}@hostdeck`,
          dateFrom: '2047-09-01',
          dateTo: '2047-09-03',
          summary: 'Not available',
        },
      ]);
    });
  });
});

describe('iCal import without the private-address setting', () => {
  let t: TestApp;
  let feeds: FeedServer;

  beforeAll(async () => {
    t = await createTestApp();
    feeds = await startFeedServer();
  });
  afterAll(async () => {
    await feeds?.close();
    await t?.close();
  });

  it('stores the feed but refuses to read an address on this machine', async () => {
    feeds.set('/local.ics', airbnbFeed([{ uid: 'l', dateFrom: '2047-01-01', dateTo: '2047-01-02' }]));
    const unit = (await liveUnitsOf(t, demo.anna))[0]!.unit;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/app/calendar/units/${unit.publicId}/ical-feeds`,
      headers: await t.authHeaders(demo.anna),
      payload: { name: 'Local', url: feeds.url('/local.ics'), color: 'blue' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      lastStatus: 'error',
      lastError: 'calendar.feedAddressRefused',
      eventCount: 0,
    });
  });
});

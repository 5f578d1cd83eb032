import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CALENDAR_MAX_RANGE_NIGHTS,
  timelineResponseSchema,
  unavailabilitiesResponseSchema,
  unitCalendarResponseSchema,
  type CalendarEntry,
} from '@hostdeck/contract/calendar/calendar.schemas';
import { addDays } from '@hostdeck/contract/calendar/night-ranges.rules';
import { calendarBlocks, icalFeeds, unitDaySettings } from '../../db/schema/calendar.table';
import { unitSeasons } from '../../db/schema/listing.table';
import { properties, units } from '../../db/schema/properties.table';
import { promotions } from '../../db/schema/promotions.table';
import { bookingRequests, bookings, inquiries } from '../../db/schema/reservations.table';
import { DEMO_API_KEYS } from '../../db/seed/seed-api-keys';
import { expectApiError, expectTokenRequired } from '../../../test/expectations';
import { bodyFor, deliver, intakeBody } from '../channel/channel-intake.test-support';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';

// Far enough ahead that no seeded stay reaches these nights.
const Y = '2032';
const d = (monthDay: string) => `${Y}-${monthDay}`;

describe('calendar calls', () => {
  let t: TestApp;
  let unit: { id: string; publicId: string; hostId: string; propertyId: string };
  let otherUnit: { id: string; publicId: string };
  let agencyUnit: { id: string; publicId: string; propertyId: string };

  const liveUnits = async (email: string) =>
    t.db
      .select({ id: units.id, publicId: units.publicId, hostId: units.hostId, propertyId: units.propertyId })
      .from(units)
      .where(
        and(eq(units.hostId, await t.userIdOf(email)), isNull(units.deletedAt), ne(units.state, 'DELETED')),
      )
      .orderBy(asc(units.createdAt));

  beforeAll(async () => {
    t = await createTestApp();
    const annaUnits = await liveUnits(demo.anna);
    const [first, second] = annaUnits;
    if (!first || !second) throw new Error('Anna needs two units');
    unit = first;
    otherUnit = second;
    const [agencyFirst] = await liveUnits(demo.agency);
    if (!agencyFirst) throw new Error('The agency needs a unit');
    agencyUnit = agencyFirst;
    await t.db
      .update(units)
      .set({
        pricePerNight: 10_000,
        minNights: 2,
        maxNights: 21,
        preparationDays: 0,
        minimumNoticeDays: null,
        bookingWindowDays: null,
        checkInDays: null,
        calendarStatus: 'AVAILABLE',
      })
      .where(eq(units.id, unit.id));
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    // Each case starts from a unit with nothing held in the test year.
    await t.db.delete(calendarBlocks).where(eq(calendarBlocks.unitId, unit.id));
    await t.db.delete(unitDaySettings).where(eq(unitDaySettings.unitId, unit.id));
  });

  const headers = (email: string = demo.anna) => t.authHeaders(email);
  const unavailabilitiesUrl = (publicId: string) => `/api/app/properties/${publicId}/unavailabilities`;
  const calendarUrl = (publicId: string) => `/api/app/calendar/units/${publicId}`;

  const block = async (
    range: { dateFrom: string; dateTo: string },
    publicId = unit.publicId,
    email?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `${unavailabilitiesUrl(publicId)}/block`,
      headers: await headers(email),
      payload: range,
    });
  const unblock = async (range: { dateFrom: string; dateTo: string }, publicId = unit.publicId) =>
    t.app.inject({
      method: 'POST',
      url: `${unavailabilitiesUrl(publicId)}/unblock`,
      headers: await headers(),
      payload: range,
    });
  const manualBlocks = async () =>
    (
      await t.db
        .select({ dateFrom: calendarBlocks.dateFrom, dateTo: calendarBlocks.dateTo })
        .from(calendarBlocks)
        .where(and(eq(calendarBlocks.unitId, unit.id), eq(calendarBlocks.source, 'manual')))
        .orderBy(asc(calendarBlocks.dateFrom))
    ).map((row) => [row.dateFrom, row.dateTo]);
  const unitCalendar = async (dateFrom: string, dateTo: string, publicId = unit.publicId) => {
    const response = await t.app.inject({
      url: calendarUrl(publicId),
      query: { dateFrom, dateTo },
      headers: await headers(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return unitCalendarResponseSchema.parse(response.json());
  };
  const editRange = async (payload: unknown, email: string = demo.anna) =>
    t.app.inject({
      method: 'POST',
      url: '/api/app/calendar/range-edit',
      headers: await headers(email),
      payload: payload as object,
    });

  const stay = (checkIn: string, checkOut: string, name = 'Ada Lovelace') => ({
    hostId: unit.hostId,
    unitId: unit.id,
    checkIn,
    checkOut,
    guests: 2,
    totalPrice: 40_000,
    guestFirstName: name.split(' ')[0] ?? name,
    guestLastName: name.split(' ')[1] ?? '',
  });
  const addBooking = async (
    checkIn: string,
    checkOut: string,
    status: 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED',
  ) => {
    const [row] = await t.db
      .insert(bookings)
      .values({ ...stay(checkIn, checkOut), status })
      .returning({ id: bookings.id, publicId: bookings.publicId });
    if (!row) throw new Error('no booking');
    return row;
  };
  const addRequest = async (
    checkIn: string,
    checkOut: string,
    status: 'REQUESTED' | 'REJECTED' = 'REQUESTED',
  ) => {
    const [row] = await t.db
      .insert(bookingRequests)
      .values({
        ...stay(checkIn, checkOut, 'Grace Hopper'),
        status,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: bookingRequests.id, publicId: bookingRequests.publicId });
    if (!row) throw new Error('no request');
    return row;
  };
  const addInquiry = async (checkIn: string, checkOut: string, status: 'REQUESTED' | 'CONFIRMED') => {
    const [row] = await t.db
      .insert(inquiries)
      .values({
        hostId: unit.hostId,
        unitId: unit.id,
        checkIn,
        checkOut,
        guests: 2,
        totalPrice: 40_000,
        customerFirstName: 'Alan',
        customerLastName: 'Turing',
        message: 'Is it free?',
        status,
      })
      .returning({ id: inquiries.id, publicId: inquiries.publicId });
    if (!row) throw new Error('no inquiry');
    return row;
  };
  const addExternal = async (dateFrom: string, dateTo: string) => {
    const [feed] = await t.db
      .insert(icalFeeds)
      .values({
        unitId: unit.id,
        hostId: unit.hostId,
        name: 'Airbnb',
        url: 'https://example.test/a.ics',
        color: 'red',
      })
      .returning({ id: icalFeeds.id });
    await t.db.insert(calendarBlocks).values({
      unitId: unit.id,
      hostId: unit.hostId,
      dateFrom,
      dateTo,
      source: 'external',
      feedId: feed?.id ?? null,
      externalUid: 'uid-1@airbnb',
      summary: 'Reserved',
    });
    return feed?.id ?? '';
  };

  describe('access', () => {
    it('requires a valid token on every call', async () => {
      const range = { dateFrom: d('03-01'), dateTo: d('03-05') };
      await expectTokenRequired(t, { method: 'GET', url: unavailabilitiesUrl(unit.publicId), query: range });
      await expectTokenRequired(t, { method: 'GET', url: calendarUrl(unit.publicId), query: range });
      await expectTokenRequired(t, { method: 'GET', url: '/api/app/calendar/timeline', query: range });
      await expectTokenRequired(t, {
        method: 'POST',
        url: `${unavailabilitiesUrl(unit.publicId)}/block`,
        payload: range,
      });
      await expectTokenRequired(t, {
        method: 'POST',
        url: `${unavailabilitiesUrl(unit.publicId)}/unblock`,
        payload: range,
      });
      await expectTokenRequired(t, {
        method: 'POST',
        url: '/api/app/calendar/range-edit',
        payload: { unitIds: [unit.publicId], ...range, change: { kind: 'price', nightly: 90 } },
      });
    });

    it("answers 404 for another host's unit or property and writes nothing", async () => {
      const range = { dateFrom: d('03-01'), dateTo: d('03-05') };
      const auth = await headers();
      const agencyBlocksBefore = await t.db
        .select()
        .from(calendarBlocks)
        .where(eq(calendarBlocks.unitId, agencyUnit.id));
      expectApiError(
        await t.app.inject({ url: unavailabilitiesUrl(agencyUnit.publicId), query: range, headers: auth }),
        404,
        'units.notFound',
      );
      expectApiError(
        await t.app.inject({ url: calendarUrl(agencyUnit.publicId), query: range, headers: auth }),
        404,
        'units.notFound',
      );
      expectApiError(await block(range, agencyUnit.publicId), 404, 'units.notFound');
      expectApiError(await unblock(range, agencyUnit.publicId), 404, 'units.notFound');
      const [agencyProperty] = await t.db
        .select({ publicId: properties.publicId })
        .from(properties)
        .where(eq(properties.id, agencyUnit.propertyId));
      expectApiError(
        await t.app.inject({
          url: '/api/app/calendar/timeline',
          query: { ...range, propertyId: agencyProperty?.publicId ?? '' },
          headers: auth,
        }),
        404,
        'properties.notFound',
      );
      expectApiError(
        await editRange({
          unitIds: [unit.publicId, agencyUnit.publicId],
          ...range,
          change: { kind: 'price', nightly: 1 },
        }),
        404,
        'units.notFound',
      );
      const written = await t.db.select().from(unitDaySettings).where(eq(unitDaySettings.unitId, unit.id));
      expect(written).toEqual([]);
      expect(
        await t.db.select().from(calendarBlocks).where(eq(calendarBlocks.unitId, agencyUnit.id)),
      ).toEqual(agencyBlocksBefore);
    });
  });

  describe('validation', () => {
    const tooFar = (from: string) => addDays(from, CALENDAR_MAX_RANGE_NIGHTS + 1);

    it('refuses reversed and empty ranges on dateTo', async () => {
      const reversed = { dateFrom: d('03-05'), dateTo: d('03-01') };
      const auth = await headers();
      for (const response of [
        await block(reversed),
        await block({ dateFrom: d('03-05'), dateTo: d('03-05') }),
        await unblock(reversed),
        await t.app.inject({ url: calendarUrl(unit.publicId), query: reversed, headers: auth }),
        await t.app.inject({ url: unavailabilitiesUrl(unit.publicId), query: reversed, headers: auth }),
        await t.app.inject({ url: '/api/app/calendar/timeline', query: reversed, headers: auth }),
        await editRange({ unitIds: [unit.publicId], ...reversed, change: { kind: 'price', nightly: 90 } }),
      ]) {
        const body = expectApiError(response, 400, 'common.validation');
        expect(body.errors.map((error) => error.field)).toEqual(['dateTo']);
      }
      const badDate = expectApiError(await block({ dateFrom: 'tomorrow', dateTo: d('03-05') }), 400);
      expect(badDate.errors.map((error) => error.field)).toContain('dateFrom');
    });

    it('refuses ranges longer than one call covers with calendar.rangeTooLong on dateTo', async () => {
      const range = { dateFrom: d('01-01'), dateTo: tooFar(d('01-01')) };
      const auth = await headers();
      for (const response of [
        await block(range),
        await unblock(range),
        await t.app.inject({ url: calendarUrl(unit.publicId), query: range, headers: auth }),
        await t.app.inject({ url: unavailabilitiesUrl(unit.publicId), query: range, headers: auth }),
        await t.app.inject({ url: '/api/app/calendar/timeline', query: range, headers: auth }),
        await editRange({ unitIds: [unit.publicId], ...range, change: { kind: 'price', nightly: 90 } }),
      ]) {
        const body = expectApiError(response, 400, 'common.validation');
        expect(body.errors).toEqual([
          expect.objectContaining({ field: 'dateTo', code: 'calendar.rangeTooLong' }),
        ]);
      }
      const longest = { dateFrom: d('01-01'), dateTo: addDays(d('01-01'), CALENDAR_MAX_RANGE_NIGHTS) };
      expect((await unitCalendar(longest.dateFrom, longest.dateTo)).days).toHaveLength(
        CALENDAR_MAX_RANGE_NIGHTS,
      );
    });

    it('never breaks on dates at the ends of the calendar', async () => {
      for (const range of [
        { dateFrom: '0000-01-01', dateTo: '0000-01-03' },
        { dateFrom: '9999-12-29', dateTo: '9999-12-31' },
      ]) {
        for (const response of [
          await block(range),
          await unblock(range),
          await t.app.inject({ url: calendarUrl(unit.publicId), query: range, headers: await headers() }),
          await editRange({ unitIds: [unit.publicId], ...range, change: { kind: 'price', nightly: 90 } }),
        ]) {
          expect(response.statusCode, response.body).toBeLessThan(500);
        }
      }
    });

    it('refuses a range edit with a maximum stay below the minimum, on maxStayNights', async () => {
      const body = expectApiError(
        await editRange({
          unitIds: [unit.publicId],
          dateFrom: d('03-01'),
          dateTo: d('03-05'),
          change: { kind: 'stay', minStayNights: 5, maxStayNights: 3 },
        }),
        400,
        'common.validation',
      );
      expect(body.errors).toEqual([
        expect.objectContaining({ field: 'change.maxStayNights', code: 'calendar.maxStayBelowMin' }),
      ]);
    });

    it('refuses bad range-edit payloads on the field', async () => {
      const base = { unitIds: [unit.publicId], dateFrom: d('03-01'), dateTo: d('03-05') };
      const cases: [unknown, string][] = [
        [{ ...base, change: { kind: 'price', nightly: -5 } }, 'change.nightly'],
        [{ ...base, change: { kind: 'price', nightly: 10.001 } }, 'change.nightly'],
        [
          { ...base, change: { kind: 'stay', minStayNights: 0, maxStayNights: null } },
          'change.minStayNights',
        ],
        [{ ...base, unitIds: [], change: { kind: 'price', nightly: 90 } }, 'unitIds'],
        [{ ...base, change: { kind: 'colour' } }, 'change.kind'],
      ];
      for (const [payload, field] of cases) {
        const body = expectApiError(await editRange(payload), 400, 'common.validation');
        expect(body.errors.map((error) => error.field)).toContain(field);
      }
    });
  });

  describe('block and unblock', () => {
    it('blocks nights and merges overlapping and adjacent manual blocks into one', async () => {
      const first = await block({ dateFrom: d('04-01'), dateTo: d('04-05') });
      expect(first.statusCode, first.body).toBe(200);
      const answer = unavailabilitiesResponseSchema.parse(first.json());
      expect(answer.items).toEqual([
        { unitId: unit.publicId, dateFrom: d('04-01'), dateTo: d('04-05'), source: 'manual' },
      ]);
      await block({ dateFrom: d('04-10'), dateTo: d('04-12') });
      expect(await manualBlocks()).toEqual([
        [d('04-01'), d('04-05')],
        [d('04-10'), d('04-12')],
      ]);
      // Adjacent to the first (starts on its end), overlapping the second: all three become one.
      const merged = unavailabilitiesResponseSchema.parse(
        (await block({ dateFrom: d('04-05'), dateTo: d('04-11') })).json(),
      );
      expect(await manualBlocks()).toEqual([[d('04-01'), d('04-12')]]);
      expect(merged.items).toEqual([
        { unitId: unit.publicId, dateFrom: d('04-01'), dateTo: d('04-12'), source: 'manual' },
      ]);
      // Blocking nights already blocked changes nothing.
      await block({ dateFrom: d('04-02'), dateTo: d('04-03') });
      expect(await manualBlocks()).toEqual([[d('04-01'), d('04-12')]]);
      // A night apart stays a block of its own.
      await block({ dateFrom: d('04-13'), dateTo: d('04-14') });
      expect(await manualBlocks()).toEqual([
        [d('04-01'), d('04-12')],
        [d('04-13'), d('04-14')],
      ]);
    });

    it('refuses with 409 calendar.overlapsStay nights a booking, a pending request or a confirmed inquiry holds', async () => {
      await addBooking(d('05-10'), d('05-15'));
      await addRequest(d('05-20'), d('05-22'));
      await addInquiry(d('05-25'), d('05-27'), 'CONFIRMED');
      for (const range of [
        { dateFrom: d('05-14'), dateTo: d('05-16') }, // the booking's last night
        { dateFrom: d('05-01'), dateTo: d('05-30') }, // around them all
        { dateFrom: d('05-21'), dateTo: d('05-22') },
        { dateFrom: d('05-26'), dateTo: d('05-28') },
      ]) {
        expectApiError(await block(range), 409, 'calendar.overlapsStay');
      }
      expect(await manualBlocks()).toEqual([]);
      // Check-out and check-in days are free nights: blocking right up to them is fine.
      expect((await block({ dateFrom: d('05-15'), dateTo: d('05-20') })).statusCode).toBe(200);
      expect((await block({ dateFrom: d('05-05'), dateTo: d('05-10') })).statusCode).toBe(200);
      expect(await manualBlocks()).toEqual([
        [d('05-05'), d('05-10')],
        [d('05-15'), d('05-20')],
      ]);
    });

    it('lets a block cover a cancelled booking, a rejected request and a pending inquiry', async () => {
      await addBooking(d('06-01'), d('06-05'), 'CANCELLED');
      await addRequest(d('06-05'), d('06-07'), 'REJECTED');
      await addInquiry(d('06-07'), d('06-09'), 'REQUESTED');
      const response = await block({ dateFrom: d('06-01'), dateTo: d('06-10') });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('unblocks part of a block (splitting it), and refuses 409 where no manual block is', async () => {
      await block({ dateFrom: d('07-01'), dateTo: d('07-11') });
      const split = await unblock({ dateFrom: d('07-04'), dateTo: d('07-06') });
      expect(split.statusCode, split.body).toBe(200);
      expect(
        unavailabilitiesResponseSchema.parse(split.json()).items.map((item) => [item.dateFrom, item.dateTo]),
      ).toEqual([
        [d('07-01'), d('07-04')],
        [d('07-06'), d('07-11')],
      ]);
      expect(await manualBlocks()).toEqual([
        [d('07-01'), d('07-04')],
        [d('07-06'), d('07-11')],
      ]);
      // Across both edges: both pieces are cut.
      await unblock({ dateFrom: d('07-03'), dateTo: d('07-07') });
      expect(await manualBlocks()).toEqual([
        [d('07-01'), d('07-03')],
        [d('07-07'), d('07-11')],
      ]);
      // Only touching (the range starts where the block ends): nothing to unblock.
      expectApiError(
        await unblock({ dateFrom: d('07-11'), dateTo: d('07-15') }),
        409,
        'calendar.notManuallyBlocked',
      );
      expectApiError(
        await unblock({ dateFrom: d('07-04'), dateTo: d('07-06') }),
        409,
        'calendar.notManuallyBlocked',
      );
      await unblock({ dateFrom: d('06-01'), dateTo: d('08-01') });
      expect(await manualBlocks()).toEqual([]);
    });

    it('never unblocks imported nights', async () => {
      await addExternal(d('08-01'), d('08-05'));
      expectApiError(
        await unblock({ dateFrom: d('08-01'), dateTo: d('08-05') }),
        409,
        'calendar.notManuallyBlocked',
      );
      const answer = unavailabilitiesResponseSchema.parse(
        (
          await t.app.inject({
            url: unavailabilitiesUrl(unit.publicId),
            query: { dateFrom: d('08-01'), dateTo: d('08-31') },
            headers: await headers(),
          })
        ).json(),
      );
      expect(answer.items).toEqual([
        { unitId: unit.publicId, dateFrom: d('08-01'), dateTo: d('08-05'), source: 'external' },
      ]);
      expect(answer.entries[0]?.external).toEqual({ channel: 'Airbnb', reference: 'Reserved' });
    });
  });

  describe('blocked nights and new stays', () => {
    const key = DEMO_API_KEYS[demo.anna];

    it('makes the channel intake refuse nights blocked by hand or imported', async () => {
      await block({ dateFrom: d('03-10'), dateTo: d('03-13') });
      await addExternal(d('03-20'), d('03-23'));
      for (const call of ['booking', 'bookingRequest', 'inquiry'] as const) {
        for (const nights of [
          { checkIn: d('03-12'), checkOut: d('03-15') },
          { checkIn: d('03-18'), checkOut: d('03-21') },
        ]) {
          const response = await deliver(t, call, key, bodyFor(call, intakeBody(unit.publicId, nights)));
          expectApiError(response, 409, 'reservations.datesTaken');
        }
      }
      // The nights around the blocks are free: check-out on a block's first night is fine.
      const free = await deliver(
        t,
        'booking',
        key,
        bodyFor('booking', intakeBody(unit.publicId, { checkIn: d('03-07'), checkOut: d('03-10') })),
      );
      expect(free.statusCode, free.body).toBe(201);
    });

    it('still confirms a pending request on its own nights, which a block cannot cover', async () => {
      const delivered = await deliver(
        t,
        'bookingRequest',
        key,
        intakeBody(unit.publicId, { checkIn: d('03-25'), checkOut: d('03-28') }),
      );
      expect(delivered.statusCode, delivered.body).toBe(201);
      const { id } = delivered.json() as { id: string };
      expectApiError(await block({ dateFrom: d('03-26'), dateTo: d('03-27') }), 409, 'calendar.overlapsStay');
      const confirmed = await t.app.inject({
        method: 'POST',
        url: `/api/app/booking-requests/${id}/confirm`,
        headers: await headers(),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const calendar = await unitCalendar(d('03-25'), d('03-28'));
      expect(calendar.entries.map((entry) => entry.source)).toEqual(['booking']);
    });
  });

  describe('unit calendar', () => {
    it('resolves each night from the base price, seasons, the host edits and promotions', async () => {
      await t.db.insert(unitSeasons).values({
        unitId: unit.id,
        name: 'Summer',
        startDate: d('09-03'),
        endDate: d('09-04'),
        nightly: 150,
        minimumStayNights: 4,
        position: 0,
      });
      await t.db
        .insert(promotions)
        .values({ unitId: unit.id, type: 'discount', discountPercent: 10, enabled: true, status: 'ACTIVE' })
        .onConflictDoNothing();
      const edited = await editRange({
        unitIds: [unit.publicId],
        dateFrom: d('09-04'),
        dateTo: d('09-06'),
        change: { kind: 'price', nightly: 80.5 },
      });
      expect(edited.statusCode, edited.body).toBe(204);
      const calendar = await unitCalendar(d('09-01'), d('09-08'));
      expect(
        calendar.days.map((day) => [day.date, day.nightly, day.priceSource, day.promotedNightly]),
      ).toEqual([
        [d('09-01'), 100, 'base', 90],
        [d('09-02'), 100, 'base', 90],
        [d('09-03'), 150, 'season', 135],
        [d('09-04'), 80.5, 'override', 72.45],
        [d('09-05'), 80.5, 'override', 72.45],
        [d('09-06'), 100, 'base', 90],
        [d('09-07'), 100, 'base', 90],
      ]);
      expect(calendar.seasons.map((season) => season.name)).toEqual(['Summer']);
      expect(calendar.promotions).toContainEqual({ type: 'discount', discountPercent: 10 });
      expect(calendar.days[2]?.minStayNights).toBe(4);
      await t.db.delete(unitSeasons).where(eq(unitSeasons.unitId, unit.id));
      await t.db.delete(promotions).where(eq(promotions.unitId, unit.id));
    });

    it('draws every source, groups overlapping entries under multi and flags what overlaps a booking', async () => {
      const booking = await addBooking(d('10-01'), d('10-05'));
      await addExternal(d('10-03'), d('10-07')); // a double booking imported from a feed
      const request = await addRequest(d('10-10'), d('10-12'));
      const inquiry = await addInquiry(d('10-14'), d('10-16'), 'REQUESTED');
      await block({ dateFrom: d('10-20'), dateTo: d('10-22') });
      const calendar = await unitCalendar(d('10-01'), d('10-31'));
      const [multi, ...rest] = calendar.entries;
      expect(multi).toMatchObject({
        source: 'multi',
        dateFrom: d('10-01'),
        dateTo: d('10-07'),
        conflict: true,
      });
      expect(multi?.children.map((child: CalendarEntry) => [child.source, child.conflict])).toEqual([
        ['booking', true],
        ['external', true],
      ]);
      expect(multi?.children[0]?.booking).toEqual({
        id: booking.publicId,
        status: 'CONFIRMED',
        guestName: 'Ada Lovelace',
      });
      expect(rest.map((entry) => [entry.source, entry.dateFrom, entry.conflict])).toEqual([
        ['booking_request', d('10-10'), false],
        ['inquiry', d('10-14'), false],
        ['manual', d('10-20'), false],
      ]);
      expect(rest[0]?.bookingRequest?.id).toBe(request.publicId);
      expect(rest[1]?.inquiry).toEqual({
        id: inquiry.publicId,
        status: 'REQUESTED',
        guestName: 'Alan Turing',
      });

      const reasons = Object.fromEntries(calendar.days.map((day) => [day.date, day.blockedReason]));
      expect(reasons[d('10-01')]).toBe('stay');
      expect(reasons[d('10-06')]).toBe('external');
      expect(reasons[d('10-11')]).toBe('stay');
      expect(reasons[d('10-14')]).toBeNull(); // a pending inquiry holds nothing
      expect(reasons[d('10-20')]).toBe('manual');
      expect(reasons[d('10-25')]).toBeNull();

      // The unavailabilities leave the pending inquiry out: it keeps no night from being booked.
      const unavailable = unavailabilitiesResponseSchema.parse(
        (
          await t.app.inject({
            url: unavailabilitiesUrl(unit.publicId),
            query: { dateFrom: d('10-01'), dateTo: d('10-31') },
            headers: await headers(),
          })
        ).json(),
      );
      expect(unavailable.items.map((item) => item.source)).toEqual([
        'booking',
        'external',
        'booking_request',
        'manual',
      ]);
    });

    it('marks the preparation nights after a stay and the closed calendar', async () => {
      await t.db.update(units).set({ preparationDays: 2 }).where(eq(units.id, unit.id));
      await addBooking(d('11-01'), d('11-04'));
      // The stay ends before the shown range, its preparation nights reach into it.
      const calendar = await unitCalendar(d('11-04'), d('11-08'));
      expect(calendar.entries).toEqual([]);
      expect(calendar.days.map((day) => day.blockedReason)).toEqual([
        'preparation',
        'preparation',
        null,
        null,
      ]);
      await t.db
        .update(units)
        .set({ preparationDays: 0, calendarStatus: 'PAUSED' })
        .where(eq(units.id, unit.id));
      const paused = await unitCalendar(d('11-04'), d('11-06'));
      expect(paused.calendarStatus).toBe('PAUSED');
      expect(paused.days.map((day) => day.blockedReason)).toEqual(['closed', 'closed']);
      await t.db.update(units).set({ calendarStatus: 'AVAILABLE' }).where(eq(units.id, unit.id));
    });
  });

  describe('range edit', () => {
    it('sets and clears the nightly price and the stay limits on several units at once', async () => {
      const range = { dateFrom: d('12-01'), dateTo: d('12-04') };
      const ids = [unit.publicId, otherUnit.publicId];
      expect(
        (await editRange({ unitIds: ids, ...range, change: { kind: 'price', nightly: 123.45 } })).statusCode,
      ).toBe(204);
      expect(
        (
          await editRange({
            unitIds: ids,
            ...range,
            change: { kind: 'stay', minStayNights: 3, maxStayNights: 9 },
          })
        ).statusCode,
      ).toBe(204);
      for (const publicId of ids) {
        const days = (await unitCalendar(range.dateFrom, range.dateTo, publicId)).days;
        expect(
          days.map((day) => [day.nightly, day.priceSource, day.minStayNights, day.maxStayNights]),
        ).toEqual(Array.from({ length: 3 }, () => [123.45, 'override', 3, 9]));
      }
      // Null puts back what the unit says; a later edit of part of the range overwrites those nights.
      await editRange({ unitIds: [unit.publicId], ...range, change: { kind: 'price', nightly: null } });
      await editRange({
        unitIds: [unit.publicId],
        dateFrom: d('12-02'),
        dateTo: d('12-03'),
        change: { kind: 'stay', minStayNights: null, maxStayNights: null },
      });
      const days = (await unitCalendar(range.dateFrom, range.dateTo)).days;
      expect(days.map((day) => [day.nightly, day.priceSource, day.minStayNights, day.maxStayNights])).toEqual(
        [
          [100, 'base', 3, 9],
          [100, 'base', 2, 21],
          [100, 'base', 3, 9],
        ],
      );
      // A night with nothing set left is not kept.
      const rows = await t.db.select().from(unitDaySettings).where(eq(unitDaySettings.unitId, unit.id));
      expect(rows.map((row) => row.day).sort()).toEqual([d('12-01'), d('12-03')]);
    });
  });

  describe('timeline', () => {
    it("answers the host's units as rows, a page at a time, with compact arrays", async () => {
      const range = { dateFrom: d('01-01'), dateTo: d('01-11') };
      const all = timelineResponseSchema.parse(
        (
          await t.app.inject({
            url: '/api/app/calendar/timeline',
            query: range,
            headers: await headers(demo.agency),
          })
        ).json(),
      );
      const agencyUnits = await liveUnits(demo.agency);
      expect(all.total).toBe(agencyUnits.length);
      expect(all.units.map((row) => row.unitId).sort()).toEqual(
        agencyUnits.map((row) => row.publicId).sort(),
      );
      for (const row of all.units) {
        expect(row.nightly).toHaveLength(10);
        expect(row.minStayNights).toHaveLength(10);
      }
      const page2 = timelineResponseSchema.parse(
        (
          await t.app.inject({
            url: '/api/app/calendar/timeline',
            query: { ...range, page: '2', limit: '2' },
            headers: await headers(demo.agency),
          })
        ).json(),
      );
      expect(page2.units.map((row) => row.unitId)).toEqual(all.units.slice(2, 4).map((row) => row.unitId));

      const [property] = await t.db
        .select({ publicId: properties.publicId })
        .from(properties)
        .where(eq(properties.id, unit.propertyId));
      const filtered = timelineResponseSchema.parse(
        (
          await t.app.inject({
            url: '/api/app/calendar/timeline',
            query: { ...range, propertyId: property?.publicId ?? '' },
            headers: await headers(),
          })
        ).json(),
      );
      expect(filtered.units.map((row) => row.unitId)).toContain(unit.publicId);
      expect(filtered.units.every((row) => row.propertyId === property?.publicId)).toBe(true);
    });

    it('labels the entries and flags a double booking', async () => {
      await addBooking(d('02-01'), d('02-05'));
      await addExternal(d('02-04'), d('02-06'));
      await block({ dateFrom: d('02-10'), dateTo: d('02-12') });
      const timeline = timelineResponseSchema.parse(
        (
          await t.app.inject({
            url: '/api/app/calendar/timeline',
            query: { dateFrom: d('02-01'), dateTo: d('02-28') },
            headers: await headers(),
          })
        ).json(),
      );
      const row = timeline.units.find((item) => item.unitId === unit.publicId);
      expect(row?.entries.map((entry) => [entry.source, entry.label, entry.conflict])).toEqual([
        ['booking', 'Ada Lovelace', true],
        ['external', 'Airbnb', true],
        ['manual', '', false],
      ]);
      expect(row?.nightly[0]).toBe(100);
    });
  });
});

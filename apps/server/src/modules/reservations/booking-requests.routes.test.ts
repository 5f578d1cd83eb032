import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingRequestDecisionResponseSchema,
  bookingRequestSchema,
  type BookingRequest,
} from '@hostdeck/contract/reservations/booking-request.schemas';
import { bookingRequestListResponseSchema } from '@hostdeck/contract/reservations/reservation-list.schemas';
import type { UnitRow } from '../../db/schema/properties.table';
import {
  bookingRequests,
  bookings,
  type BookingRequestRow,
  type NewBookingRequestRow,
} from '../../db/schema/reservations.table';
import { errorFields, expectApiError, expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { liveUnitsOf } from '../units/units.test-support';

const LIST = '/api/app/booking-requests';
const DAY_MS = 86_400_000;

describe('booking requests', () => {
  let t: TestApp;
  let annaUnit: UnitRow;
  let annaOtherUnit: UnitRow;
  let agencyUnit: UnitRow;

  beforeAll(async () => {
    t = await createTestApp();
    // Titled units, so a search by unit title has something to find.
    const annaUnits = (await liveUnitsOf(t, demo.anna)).filter(({ unit }) => unit.title);
    annaUnit = annaUnits[0]!.unit;
    annaOtherUnit = annaUnits[1]!.unit;
    agencyUnit = (await liveUnitsOf(t, demo.agency))[0]!.unit;
  });
  afterAll(async () => {
    await t?.close();
  });

  // Stays far beyond the seed's calendar, a month apart, so no test's nights touch another's.
  let nextStay = 0;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const freshStay = (nights = 3) => {
    const start = Date.UTC(2045, 0, 1) + nextStay++ * 30 * DAY_MS;
    return { checkIn: day(start), checkOut: day(start + nights * DAY_MS) };
  };

  const insertRequest = async (
    unit: UnitRow,
    values: Partial<NewBookingRequestRow> = {},
  ): Promise<BookingRequestRow> => {
    const [row] = await t.db
      .insert(bookingRequests)
      .values({
        hostId: unit.hostId,
        unitId: unit.id,
        guestFirstName: 'Test',
        guestLastName: 'Guest',
        guestEmail: 'test.guest@guest.example.com',
        guestPhone: '+49 170 123 4567',
        guestCountryCode: 'DE',
        guests: 3,
        children: 1,
        infants: 1,
        totalPrice: 52_050,
        currency: 'EUR',
        guestMessage: 'We would love to stay.',
        paymentOption: 'online_100',
        expiresAt: new Date(Date.now() + DAY_MS),
        ...freshStay(),
        ...values,
      })
      .returning();
    return row!;
  };

  const requestRow = async (id: string) => {
    const [row] = await t.db.select().from(bookingRequests).where(eq(bookingRequests.id, id));
    return row!;
  };
  const bookingsOn = async (unitId: string, checkIn: string) =>
    t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.unitId, unitId), eq(bookings.checkIn, checkIn)));

  const get = async (url: string, email: string = demo.anna) =>
    t.app.inject({ method: 'GET', url, headers: await t.authHeaders(email) });
  const post = async (url: string, payload?: unknown, email: string = demo.anna) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: await t.authHeaders(email),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const confirm = (publicId: string, email?: string) => post(`${LIST}/${publicId}/confirm`, undefined, email);
  const reject = (publicId: string, payload: unknown, email?: string) =>
    post(`${LIST}/${publicId}/reject`, payload, email);

  const list = async (query: string, email: string = demo.anna) => {
    const response = await get(`${LIST}?${query}`, email);
    expect(response.statusCode, response.body).toBe(200);
    return bookingRequestListResponseSchema.parse(response.json());
  };
  const pendingCount = async (email: string = demo.anna) =>
    ((await get('/api/app/booking-requests-pending-count', email)).json() as { count: number }).count;
  const requestedInDb = async (hostId: string) => {
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookingRequests)
      .where(and(eq(bookingRequests.hostId, hostId), eq(bookingRequests.status, 'REQUESTED')));
    return row?.n ?? 0;
  };

  describe('every call', () => {
    it('requires a valid token', async () => {
      const listed = await insertRequest(annaUnit);
      await expectTokenRequired(t, { method: 'GET', url: LIST });
      await expectTokenRequired(t, { method: 'GET', url: `${LIST}/${listed.publicId}` });
      const toConfirm = await insertRequest(annaUnit);
      await expectTokenRequired(t, { method: 'POST', url: `${LIST}/${toConfirm.publicId}/confirm` });
      const toReject = await insertRequest(annaUnit);
      await expectTokenRequired(t, {
        method: 'POST',
        url: `${LIST}/${toReject.publicId}/reject`,
        payload: { reason: 'RATES_MISMATCH' },
      });
    });

    it('answers 404 for another host’s request and for an unknown id, and changes nothing', async () => {
      const agencyRequest = await insertRequest(agencyUnit);
      const calls = [
        () => get(`${LIST}/${agencyRequest.publicId}`),
        () => confirm(agencyRequest.publicId),
        () => reject(agencyRequest.publicId, { reason: 'OTHER', explanation: 'Not mine' }),
        // Ownership is checked before the body: a broken body still gets the 404.
        () => reject(agencyRequest.publicId, { reason: 'NOPE', extra: true }),
        () => get(`${LIST}/R-UNKNOWN2`),
        () => confirm('R-UNKNOWN2'),
      ];
      for (const call of calls) {
        const body = expectApiError(await call(), 404);
        expect(['common.notFound', 'reservations.requestNotFound']).toContain(body.code);
      }
      const stored = await requestRow(agencyRequest.id);
      expect(stored.status).toBe('REQUESTED');
      expect(stored.respondedAt).toBeNull();
      expect(await bookingsOn(agencyUnit.id, agencyRequest.checkIn)).toEqual([]);
    });
  });

  describe('GET /api/app/booking-requests/:id', () => {
    it('answers the request with its guest, party, price, unit and deadline', async () => {
      const row = await insertRequest(annaUnit, { guestFirstName: 'Ines', guestLastName: 'Ferreira' });
      const response = await get(`${LIST}/${row.publicId}`);
      expect(response.statusCode, response.body).toBe(200);
      const request = bookingRequestSchema.parse(response.json());
      const [unitWithProperty] = (await liveUnitsOf(t, demo.anna)).filter(
        (entry) => entry.unit.id === annaUnit.id,
      );
      expect(request).toMatchObject({
        id: row.publicId,
        status: 'REQUESTED',
        checkIn: row.checkIn,
        checkOut: row.checkOut,
        propertyUnitSummary: {
          publicId: annaUnit.publicId,
          propertyId: unitWithProperty!.property.publicId,
          title: annaUnit.title,
        },
        guest: {
          firstName: 'Ines',
          lastName: 'Ferreira',
          email: 'test.guest@guest.example.com',
          phoneNumber: '+49 170 123 4567',
          countryCode: 'DE',
        },
        guests: { adults: 2, children: 1, infants: 1 },
        totalPrice: { amount: 520.5, currency: 'EUR' },
        message: 'We would love to stay.',
        expiresAt: row.expiresAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
        bookingId: null,
        rejectReason: null,
      });
    });

    it('shows a phone number without a digit as none', async () => {
      const row = await insertRequest(annaUnit, { guestPhone: 'n/a' });
      const request = bookingRequestSchema.parse((await get(`${LIST}/${row.publicId}`)).json());
      expect(request.guest.phoneNumber).toBeNull();
    });
  });

  describe('GET /api/app/booking-requests', () => {
    it('lists only the caller’s requests, with the pagination block and the total from the database', async () => {
      const annaId = await t.userIdOf(demo.anna);
      const page = await list('limit=100');
      const [inDb] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(bookingRequests)
        .where(eq(bookingRequests.hostId, annaId));
      expect(page.pagination).toEqual({
        page: 1,
        pageSize: 100,
        total: inDb!.n,
        pageCount: Math.ceil(inDb!.n / 100),
      });
      const agencyIds = new Set((await list('limit=100', demo.agency)).items.map((item) => item.id));
      expect(page.items.length).toBeGreaterThan(0);
      for (const item of page.items) expect(agencyIds.has(item.id)).toBe(false);
      // Newest first by default.
      const created = page.items.map((item) => Date.parse(item.createdAt));
      expect([...created].sort((a, b) => b - a)).toEqual(created);
    });

    it('filters by state on the server (the seed has every state)', async () => {
      const annaId = await t.userIdOf(demo.anna);
      for (const state of ['REQUESTED', 'CONFIRMED', 'REJECTED', 'EXPIRED'] as const) {
        const page = await list(`criteria[state]=${state}&limit=100`);
        const [inDb] = await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(bookingRequests)
          .where(and(eq(bookingRequests.hostId, annaId), eq(bookingRequests.status, state)));
        expect(page.pagination.total, state).toBe(inDb!.n);
        expect(page.items.every((item) => item.status === state)).toBe(true);
      }
    });

    it('searches trimmed and case-insensitive over guest name, booking code and unit title', async () => {
      const marked = await insertRequest(annaUnit, { guestFirstName: 'Zofia', guestLastName: 'Quixwell' });
      const ids = async (search: string) =>
        (await list(`criteria[search]=${encodeURIComponent(search)}&limit=100`)).items.map((item) => item.id);

      expect(await ids('  qUIXWELL ')).toEqual([marked.publicId]);
      expect(await ids('zofia quixwell')).toEqual([marked.publicId]);
      expect(await ids(marked.publicId.toLowerCase())).toEqual([marked.publicId]);
      // The booking code a confirmation made finds its request too.
      const confirmed = await confirm(marked.publicId);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const bookingCode = bookingRequestDecisionResponseSchema.parse(confirmed.json()).bookingRequest
        .bookingId!;
      expect(await ids(` ${bookingCode.toLowerCase()} `)).toEqual([marked.publicId]);

      // A unit title: every hit is on a unit of that title, and our request is among them.
      const title = annaUnit.title!;
      const byTitle = await list(`criteria[search]=${encodeURIComponent(title.toUpperCase())}&limit=100`);
      expect(byTitle.items.map((item) => item.id)).toContain(marked.publicId);
      // `%` is a character, not a wildcard.
      expect(await ids('%')).toEqual([]);
      // Another host's guest is never found.
      await insertRequest(agencyUnit, { guestLastName: 'Agencyonlyname' });
      expect(await ids('agencyonlyname')).toEqual([]);
    });

    it('filters by unit and by dates: check-in on or before `to`, check-out on or after `from`', async () => {
      const search = 'criteria[search]=Datefilter';
      const early = await insertRequest(annaUnit, {
        guestLastName: 'Datefilter',
        checkIn: '2044-03-01',
        checkOut: '2044-03-05',
      });
      const late = await insertRequest(annaUnit, {
        guestLastName: 'Datefilter',
        checkIn: '2044-03-10',
        checkOut: '2044-03-14',
      });
      const elsewhere = await insertRequest(annaOtherUnit, {
        guestLastName: 'Datefilter',
        checkIn: '2044-03-01',
        checkOut: '2044-03-05',
      });
      const ids = async (query: string) =>
        (await list(`${search}&${query}`)).items.map((item) => item.id).sort();

      expect(await ids(`criteria[unitId]=${annaUnit.publicId}`)).toEqual(
        [early.publicId, late.publicId].sort(),
      );
      expect(await ids(`criteria[unitId]=${annaOtherUnit.publicId}`)).toEqual([elsewhere.publicId]);
      // Another host's unit lists nothing of the caller's.
      expect(await ids(`criteria[unitId]=${agencyUnit.publicId}`)).toEqual([]);
      expect(await ids('criteria[checkIn][to]=2044-03-09')).toEqual(
        [early.publicId, elsewhere.publicId].sort(),
      );
      expect(await ids('criteria[checkIn][to]=2044-03-10')).toEqual(
        [early.publicId, late.publicId, elsewhere.publicId].sort(),
      );
      expect(await ids('criteria[checkOut][from]=2044-03-05')).toEqual(
        [early.publicId, late.publicId, elsewhere.publicId].sort(),
      );
      expect(await ids('criteria[checkOut][from]=2044-03-06')).toEqual([late.publicId]);
      expect(
        await ids(
          `criteria[unitId]=${annaUnit.publicId}&criteria[checkIn][to]=2044-03-02&criteria[checkOut][from]=2044-03-02`,
        ),
      ).toEqual([early.publicId]);
    });

    it('sorts by the fields the query names, in order (guests = first then last name), and pages', async () => {
      const search = 'criteria[search]=Sortcase';
      const rows = [
        await insertRequest(annaUnit, { guestFirstName: 'bea', guestLastName: 'Sortcase B' }),
        await insertRequest(annaUnit, { guestFirstName: 'Adam', guestLastName: 'Sortcase Z' }),
        await insertRequest(annaUnit, { guestFirstName: 'Adam', guestLastName: 'Sortcase A' }),
        await insertRequest(annaUnit, { guestFirstName: 'Carl', guestLastName: 'Sortcase C' }),
      ];
      const names = (items: BookingRequest[]) =>
        items.map((item) => `${item.guest.firstName} ${item.guest.lastName}`);

      const byGuest = await list(`${search}&sorting[firstName]=asc&sorting[lastName]=asc`);
      expect(names(byGuest.items)).toEqual([
        'Adam Sortcase A',
        'Adam Sortcase Z',
        'bea Sortcase B',
        'Carl Sortcase C',
      ]);
      const byGuestDesc = await list(`${search}&sorting[firstName]=desc&sorting[lastName]=desc`);
      expect(names(byGuestDesc.items)).toEqual([
        'Carl Sortcase C',
        'bea Sortcase B',
        'Adam Sortcase Z',
        'Adam Sortcase A',
      ]);

      const byCheckIn = await list(`${search}&sorting[checkIn]=desc`);
      expect(byCheckIn.items.map((item) => item.id)).toEqual(
        [...rows].sort((a, b) => b.checkIn.localeCompare(a.checkIn)).map((row) => row.publicId),
      );
      const byCheckOut = await list(`${search}&sorting[checkOut]=asc`);
      expect(byCheckOut.items.map((item) => item.id)).toEqual(rows.map((row) => row.publicId));

      const second = await list(`${search}&sorting[firstName]=asc&sorting[lastName]=asc&page=2&limit=3`);
      expect(names(second.items)).toEqual(['Carl Sortcase C']);
      expect(second.pagination).toEqual({ page: 2, pageSize: 3, total: 4, pageCount: 2 });
      const beyond = await list(`${search}&page=5&limit=3`);
      expect(beyond.items).toEqual([]);
      expect(beyond.pagination.total).toBe(4);
    });

    it('refuses a broken query with 400 on the field', async () => {
      const cases: [string, string][] = [
        ['criteria[state]=PENDING', 'criteria.state'],
        ['criteria[checkIn][to]=2044-02-30', 'criteria.checkIn.to'],
        ['criteria[checkOut][from]=tomorrow', 'criteria.checkOut.from'],
        ['page=0', 'page'],
        ['limit=1000', 'limit'],
        ['sorting[firstName]=up', 'sorting.firstName'],
      ];
      for (const [query, field] of cases) {
        const body = expectApiError(await get(`${LIST}?${query}`), 400, 'common.validation');
        expect(errorFields(body), query).toEqual([field]);
      }
      const unknownSort = expectApiError(await get(`${LIST}?sorting[price]=asc`), 400, 'common.validation');
      expect(errorFields(unknownSort).join()).toMatch(/^sorting/);
    });
  });

  describe('POST /api/app/booking-requests/:id/confirm', () => {
    it('turns the request into a booking in one step and lowers the pending count', async () => {
      const row = await insertRequest(annaUnit);
      const annaId = await t.userIdOf(demo.anna);
      const pendingBefore = await pendingCount();

      const response = await confirm(row.publicId);
      expect(response.statusCode, response.body).toBe(200);
      const answer = bookingRequestDecisionResponseSchema.parse(response.json());
      expect(answer.bookingRequest).toMatchObject({ id: row.publicId, status: 'CONFIRMED' });
      expect(answer.pendingCount).toBe(pendingBefore - 1);
      expect(await pendingCount()).toBe(pendingBefore - 1);
      expect(await requestedInDb(annaId)).toBe(pendingBefore - 1);

      const [booking, ...more] = await bookingsOn(annaUnit.id, row.checkIn);
      expect(more).toEqual([]);
      expect(booking).toMatchObject({
        publicId: answer.bookingRequest.bookingId,
        hostId: annaId,
        status: 'CONFIRMED',
        source: 'booking_request',
        checkOut: row.checkOut,
        guestFirstName: row.guestFirstName,
        guestLastName: row.guestLastName,
        guests: row.guests,
        children: row.children,
        infants: row.infants,
        totalPrice: row.totalPrice,
        paymentOption: row.paymentOption,
      });
      // A booking code like the seed's: B- and eight characters of the readable alphabet.
      expect(booking!.publicId).toMatch(/^B-[2-9A-HJ-NP-Z]{8}$/);
      const stored = await requestRow(row.id);
      expect(stored).toMatchObject({ status: 'CONFIRMED', bookingId: booking!.id });
      expect(stored.respondedAt).toBeInstanceOf(Date);
      // The detail answers the same.
      const detail = bookingRequestSchema.parse((await get(`${LIST}/${row.publicId}`)).json());
      expect(detail).toEqual(answer.bookingRequest);
    });

    it('answers 409 alreadyDecided for a request no longer waiting, and changes nothing', async () => {
      const decided = [
        await insertRequest(annaUnit, { status: 'REJECTED', rejectReason: 'OTHER', respondedAt: new Date() }),
        await insertRequest(annaUnit, { status: 'EXPIRED', expiresAt: new Date(Date.now() - DAY_MS) }),
      ];
      for (const row of decided) {
        expectApiError(await confirm(row.publicId), 409, 'reservations.alreadyDecided');
        expect(await requestRow(row.id)).toEqual(row);
        expect(await bookingsOn(annaUnit.id, row.checkIn)).toEqual([]);
      }
      const confirmed = await insertRequest(annaUnit);
      expect((await confirm(confirmed.publicId)).statusCode).toBe(200);
      expectApiError(await confirm(confirmed.publicId), 409, 'reservations.alreadyDecided');
      expect(await bookingsOn(annaUnit.id, confirmed.checkIn)).toHaveLength(1);
    });

    it('answers 409 alreadyDecided once the answer deadline has passed, even before the expiry job ran', async () => {
      const row = await insertRequest(annaUnit, { expiresAt: new Date(Date.now() - 60_000) });
      const pendingBefore = await pendingCount();
      expectApiError(await confirm(row.publicId), 409, 'reservations.alreadyDecided');
      expectApiError(
        await reject(row.publicId, { reason: 'RATES_MISMATCH' }),
        409,
        'reservations.alreadyDecided',
      );
      expect(await requestRow(row.id)).toEqual(row);
      expect(await bookingsOn(annaUnit.id, row.checkIn)).toEqual([]);
      expect(await pendingCount()).toBe(pendingBefore);
    });

    it('answers 409 datesTaken when a stay already holds some of the nights, and stores nothing', async () => {
      const row = await insertRequest(annaUnit);
      const lastNight = day(Date.parse(row.checkOut) - DAY_MS);
      await t.db.insert(bookings).values({
        hostId: row.hostId,
        unitId: row.unitId,
        guestFirstName: 'Other',
        guestLastName: 'Stay',
        guests: 2,
        checkIn: lastNight,
        checkOut: day(Date.parse(row.checkOut) + 2 * DAY_MS),
        totalPrice: 10_000,
      });
      expectApiError(await confirm(row.publicId), 409, 'reservations.datesTaken');
      expect(await requestRow(row.id)).toEqual(row);
      expect(await bookingsOn(annaUnit.id, row.checkIn)).toEqual([]);
    });

    it('is not held up by a cancelled stay or by one that leaves on the arrival day', async () => {
      const row = await insertRequest(annaUnit);
      const stayFields = { hostId: row.hostId, unitId: row.unitId, guestFirstName: 'A', guestLastName: 'B' };
      await t.db.insert(bookings).values([
        {
          ...stayFields,
          guests: 2,
          checkIn: row.checkIn,
          checkOut: row.checkOut,
          totalPrice: 1,
          status: 'CANCELLED_BY_GUEST',
        },
        {
          ...stayFields,
          guests: 2,
          checkIn: day(Date.parse(row.checkIn) - 3 * DAY_MS),
          checkOut: row.checkIn,
          totalPrice: 1,
        },
      ]);
      const response = await confirm(row.publicId);
      expect(response.statusCode, response.body).toBe(200);
    });

    it('two confirmations of one request at once: exactly one wins, the other gets 409 alreadyDecided', async () => {
      const row = await insertRequest(annaUnit);
      const pendingBefore = await pendingCount();
      const answers = await Promise.all([confirm(row.publicId), confirm(row.publicId)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      expectApiError(
        answers.find((answer) => answer.statusCode === 409)!,
        409,
        'reservations.alreadyDecided',
      );
      expect(await bookingsOn(annaUnit.id, row.checkIn)).toHaveLength(1);
      expect(await pendingCount()).toBe(pendingBefore - 1);
    });

    it('a confirmation and a rejection at once: one decides, the other gets 409 alreadyDecided', async () => {
      const row = await insertRequest(annaUnit);
      const answers = await Promise.all([
        confirm(row.publicId),
        reject(row.publicId, { reason: 'SELF_MANAGED_BOOKING' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const stored = await requestRow(row.id);
      const booked = await bookingsOn(annaUnit.id, row.checkIn);
      if (stored.status === 'CONFIRMED') expect(booked).toHaveLength(1);
      else {
        expect(stored.status).toBe('REJECTED');
        expect(booked).toEqual([]);
      }
    });

    it('two requests for the same nights confirmed at once: one becomes the booking, the other gets datesTaken', async () => {
      const first = await insertRequest(annaUnit);
      const second = await insertRequest(annaUnit, { checkIn: first.checkIn, checkOut: first.checkOut });
      const answers = await Promise.all([confirm(first.publicId), confirm(second.publicId)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expectApiError(
        answers.find((answer) => answer.statusCode === 409)!,
        409,
        'reservations.datesTaken',
      );
      expect(await bookingsOn(annaUnit.id, first.checkIn)).toHaveLength(1);
      const statuses = [(await requestRow(first.id)).status, (await requestRow(second.id)).status].sort();
      expect(statuses).toEqual(['CONFIRMED', 'REQUESTED']);
    });
  });

  describe('POST /api/app/booking-requests/:id/reject', () => {
    it('rejects with reason, sub-reason and explanation, and lowers the pending count', async () => {
      const row = await insertRequest(annaUnit);
      const pendingBefore = await pendingCount();
      const response = await reject(row.publicId, {
        reason: 'OTHER',
        subReason: 'FAMILY_STAY',
        explanation: '  My family stays that week.  ',
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = bookingRequestDecisionResponseSchema.parse(response.json());
      expect(answer.bookingRequest).toMatchObject({
        id: row.publicId,
        status: 'REJECTED',
        rejectReason: 'OTHER',
        bookingId: null,
      });
      expect(answer.pendingCount).toBe(pendingBefore - 1);
      expect(await pendingCount()).toBe(pendingBefore - 1);
      const stored = await requestRow(row.id);
      expect(stored).toMatchObject({
        status: 'REJECTED',
        rejectReason: 'OTHER',
        rejectSubReason: 'FAMILY_STAY',
        rejectExplanation: 'My family stays that week.',
        bookingId: null,
      });
      expect(stored.respondedAt).toBeInstanceOf(Date);
      expect(await bookingsOn(annaUnit.id, row.checkIn)).toEqual([]);
      expectApiError(
        await reject(row.publicId, { reason: 'RATES_MISMATCH' }),
        409,
        'reservations.alreadyDecided',
      );
      expectApiError(await confirm(row.publicId), 409, 'reservations.alreadyDecided');
    });

    it('keeps an explanation only where the reason carries one (OTHER, or with a sub-reason)', async () => {
      const plain = await insertRequest(annaUnit);
      expect(
        (await reject(plain.publicId, { reason: 'SELF_MANAGED_BOOKING', explanation: 'Booked it myself' }))
          .statusCode,
      ).toBe(200);
      expect(await requestRow(plain.id)).toMatchObject({
        rejectReason: 'SELF_MANAGED_BOOKING',
        rejectSubReason: null,
        rejectExplanation: null,
      });
      const withSubReason = await insertRequest(annaUnit);
      expect(
        (
          await reject(withSubReason.publicId, {
            reason: 'RATES_MISMATCH',
            subReason: 'SEASON_PRICE',
            explanation: 'Old price',
          })
        ).statusCode,
      ).toBe(200);
      expect(await requestRow(withSubReason.id)).toMatchObject({
        rejectReason: 'RATES_MISMATCH',
        rejectSubReason: 'SEASON_PRICE',
        rejectExplanation: 'Old price',
      });
    });

    it('asks for an explanation with reason OTHER: 400 explanationRequired on `explanation`', async () => {
      const row = await insertRequest(annaUnit);
      for (const payload of [{ reason: 'OTHER' }, { reason: 'OTHER', explanation: '   ' }]) {
        const body = expectApiError(await reject(row.publicId, payload), 400, 'common.validation');
        expect(body.errors).toEqual([
          expect.objectContaining({ field: 'explanation', code: 'reservations.explanationRequired' }),
        ]);
      }
      expect(await requestRow(row.id)).toEqual(row);
    });

    it('refuses a broken body with 400 on the field', async () => {
      const row = await insertRequest(annaUnit);
      const cases: [unknown, string[]][] = [
        [{}, ['reason']],
        [{ reason: 'TOO_EXPENSIVE' }, ['reason']],
        [{ reason: 'RATES_MISMATCH', subReason: 'x'.repeat(65) }, ['subReason']],
        [{ reason: 'OTHER', explanation: 'x'.repeat(2001) }, ['explanation']],
        [{ reason: 'RATES_MISMATCH', note: 'hi' }, ['note']],
      ];
      for (const [payload, fields] of cases) {
        const body = expectApiError(await reject(row.publicId, payload), 400, 'common.validation');
        expect(errorFields(body), JSON.stringify(payload)).toEqual(fields);
      }
      expect(await requestRow(row.id)).toEqual(row);
    });
  });

  it('the pending count drops with every answer and equals what the database holds', async () => {
    const agencyId = await t.userIdOf(demo.agency);
    const before = await pendingCount(demo.agency);
    const [a, b] = [await insertRequest(agencyUnit), await insertRequest(agencyUnit)];
    expect(await pendingCount(demo.agency)).toBe(before + 2);
    expect((await confirm(a.publicId, demo.agency)).statusCode).toBe(200);
    expect(await pendingCount(demo.agency)).toBe(before + 1);
    expect((await reject(b.publicId, { reason: 'OUTDATED_BOOKING_CALENDAR' }, demo.agency)).statusCode).toBe(
      200,
    );
    expect(await pendingCount(demo.agency)).toBe(before);
    expect(await requestedInDb(agencyId)).toBe(before);
  });
});

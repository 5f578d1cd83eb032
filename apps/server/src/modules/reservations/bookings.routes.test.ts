import { and, count, eq, gte, inArray, isNull, lte, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeQueryString } from '@hostdeck/contract/http/query-string.rules';
import type { BookingStatus } from '@hostdeck/contract/reservations/booking.schemas';
import { bookingSchema } from '@hostdeck/contract/reservations/booking.schemas';
import { reservationErrorCodes } from '@hostdeck/contract/reservations/reservations.errors';
import {
  bookingListResponseSchema,
  type BookingListQuery,
} from '@hostdeck/contract/reservations/reservation-list.schemas';
import { properties, units } from '../../db/schema/properties.table';
import { bookings, type NewBookingRow } from '../../db/schema/reservations.table';
import { errorFields, expectApiError, expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { liveUnitsOf } from '../units/units.test-support';
import { nightsTaken } from './unit-availability';

const LIST = '/api/app/bookings';
const detailUrl = (id: string) => `/api/app/bookings/${encodeURIComponent(id)}`;
const cancelUrl = (id: string) => `${detailUrl(id)}/cancel`;
const SWITCH = '/api/app/property-units/switch-to-instant-booking';

/** A calendar date `days` from today (UTC), as the server reads "today". */
function day(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('bookings: list, detail, cancel, and the bulk switch to instant booking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: await t.authHeaders(email), ...(payload ? { payload } : {}) });
  const list = async (email: string, query: BookingListQuery) => {
    const response = await call(email, 'GET', `${LIST}?${encodeQueryString(query)}`);
    expect(response.statusCode, response.body).toBe(200);
    return bookingListResponseSchema.parse(response.json());
  };
  const stored = async (publicId: string) => {
    const [row] = await t.db.select().from(bookings).where(eq(bookings.publicId, publicId));
    if (!row) throw new Error(`No booking ${publicId}`);
    return row;
  };

  /** A booking of the host's first live unit (or the given one), with the fields a test cares about. */
  const addBooking = async (email: string, values: Partial<NewBookingRow> = {}) => {
    const [first] = await liveUnitsOf(t, email);
    if (!first) throw new Error(`${email} has no live unit`);
    const [row] = await t.db
      .insert(bookings)
      .values({
        hostId: await t.userIdOf(email),
        unitId: first.unit.id,
        guestFirstName: 'Test',
        guestLastName: 'Guest',
        guests: 3,
        children: 1,
        infants: 1,
        checkIn: day(20),
        checkOut: day(24),
        totalPrice: 52_050,
        status: 'CONFIRMED',
        ...values,
      })
      .returning();
    return row!;
  };

  describe('GET /api/app/bookings', () => {
    // One guest surname per scenario keeps these rows apart from the demo seed's.
    const tabCases = [
      ['upcoming', 'CONFIRMED', 10, 14, ['upcoming', 'confirmed', 'all']],
      ['arrivesToday', 'CONFIRMED', 0, 3, ['upcoming', 'current', 'confirmed', 'all']],
      ['staying', 'CONFIRMED', -2, 2, ['current', 'confirmed', 'all']],
      ['leavesToday', 'CONFIRMED', -3, 0, ['current', 'confirmed', 'all']],
      ['endedUnflipped', 'CONFIRMED', -10, -5, ['completed', 'all']],
      ['completed', 'COMPLETED', -20, -15, ['completed', 'all']],
      ['reviewed', 'REVIEW_COLLECTED', -30, -26, ['completed', 'all']],
      ['cancelled', 'CANCELLED_BY_GUEST', 5, 8, ['cancelled', 'all']],
    ] as const;
    const tabs = ['confirmed', 'completed', 'cancelled', 'upcoming', 'current', 'all'] as const;
    const codes = new Map<string, string>();

    beforeAll(async () => {
      for (const [firstName, status, from, to] of tabCases) {
        const row = await addBooking(demo.anna, {
          guestFirstName: firstName,
          guestLastName: 'Tabtester',
          status: status as BookingStatus,
          checkIn: day(from),
          checkOut: day(to),
        });
        codes.set(firstName, row.publicId);
      }
    });

    it('requires a valid token', async () => {
      await expectTokenRequired(t, { method: 'GET', url: LIST });
    });

    it('lists only the caller’s bookings, newest first, with the pagination block', async () => {
      const annaId = await t.userIdOf(demo.anna);
      const [totals] = await t.db.select({ n: count() }).from(bookings).where(eq(bookings.hostId, annaId));
      const page = await list(demo.anna, {});
      expect(page.pagination).toEqual({
        page: 1,
        pageSize: 20,
        total: totals!.n,
        pageCount: Math.ceil(totals!.n / 20),
      });
      const annaCodes = new Set(
        (
          await t.db.select({ code: bookings.publicId }).from(bookings).where(eq(bookings.hostId, annaId))
        ).map((row) => row.code),
      );
      expect(page.items.every((item) => annaCodes.has(item.id))).toBe(true);
      const created = page.items.map((item) => item.createdAt);
      expect(created).toEqual([...created].sort().reverse());

      const agencyBooking = await addBooking(demo.agency, { guestLastName: 'Elsewhere' });
      expect((await list(demo.anna, { criteria: { search: agencyBooking.publicId } })).items).toEqual([]);
      expect((await list(demo.agency, { criteria: { search: agencyBooking.publicId } })).items).toHaveLength(
        1,
      );
    });

    it.each(tabs)('tab %s holds the stays that belong there (spec §2 tabs)', async (tab) => {
      const page = await list(demo.anna, { criteria: { tab, search: 'Tabtester' }, limit: 50 });
      const expected = tabCases.filter(([, , , , inTabs]) => (inTabs as readonly string[]).includes(tab));
      expect(page.items.map((item) => item.guest.firstName).sort()).toEqual(
        expected.map(([name]) => name).sort(),
      );
      expect(page.pagination.total).toBe(expected.length);
    });

    it('filters by status on top of the tab', async () => {
      const page = await list(demo.anna, { criteria: { status: 'COMPLETED', search: 'tabtester' } });
      expect(page.items.map((item) => item.id)).toEqual([codes.get('completed')]);
      const none = await list(demo.anna, { criteria: { tab: 'cancelled', status: 'CONFIRMED' } });
      expect(none.items).toEqual([]);
    });

    it('searches trimmed and case-insensitive over guest name, booking code and unit title', async () => {
      const byName = await list(demo.anna, { criteria: { search: '  STAYING tabTESTER  ' } });
      expect(byName.items.map((item) => item.id)).toEqual([codes.get('staying')]);
      const byLastFirst = await list(demo.anna, { criteria: { search: 'tabtester staying' } });
      expect(byLastFirst.items.map((item) => item.id)).toEqual([codes.get('staying')]);

      const code = codes.get('reviewed')!;
      const byCode = await list(demo.anna, { criteria: { search: ` ${code.toLowerCase()} ` } });
      expect(byCode.items.map((item) => item.id)).toEqual([code]);

      // `%` and `_` are characters to find, not wildcards.
      expect((await list(demo.anna, { criteria: { search: '%' } })).items).toEqual([]);

      const [, second] = await liveUnitsOf(t, demo.anna);
      await t.db.update(units).set({ title: 'Zebra Loft 7731' }).where(eq(units.id, second!.unit.id));
      const [onUnit] = await t.db
        .select({ n: count() })
        .from(bookings)
        .where(eq(bookings.unitId, second!.unit.id));
      const byUnit = await list(demo.anna, { criteria: { search: 'zebra LOFT' }, limit: 100 });
      expect(byUnit.pagination.total).toBe(onUnit!.n);
      expect(byUnit.items.length).toBeGreaterThan(0);
      expect(
        byUnit.items.every(
          (item) =>
            item.propertyUnitSummary.publicId === second!.unit.publicId &&
            item.propertyUnitSummary.title === 'Zebra Loft 7731',
        ),
      ).toBe(true);
    });

    it('filters by unit and by a check-in range, counted as the database counts them', async () => {
      const [, second] = await liveUnitsOf(t, demo.anna);
      const unit = second!.unit;
      const from = day(-60);
      const to = day(60);
      const page = await list(demo.anna, {
        criteria: { unitId: unit.publicId, checkIn: { from, to } },
        limit: 100,
      });
      const [expected] = await t.db
        .select({ n: count() })
        .from(bookings)
        .where(and(eq(bookings.unitId, unit.id), gte(bookings.checkIn, from), lte(bookings.checkIn, to)));
      expect(page.pagination.total).toBe(expected!.n);
      expect(page.items.length).toBeGreaterThan(0);
      for (const item of page.items) {
        expect(item.propertyUnitSummary.publicId).toBe(unit.publicId);
        expect(item.checkIn >= from && item.checkIn <= to).toBe(true);
      }
      // Another host's unit filters to nothing rather than showing its bookings.
      const [agencyUnit] = await liveUnitsOf(t, demo.agency);
      expect((await list(demo.anna, { criteria: { unitId: agencyUnit!.unit.publicId } })).items).toEqual([]);
    });

    it('sorts by the chosen keys (guests → first and last name, check-in) and by check-in for arrivals', async () => {
      const byName = await list(demo.anna, {
        criteria: { search: 'tabtester' },
        sorting: { firstName: 'asc', lastName: 'asc' },
      });
      const names = byName.items.map((item) => item.guest.firstName);
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

      const byCheckIn = await list(demo.anna, {
        criteria: { search: 'tabtester' },
        sorting: { checkIn: 'desc' },
      });
      const checkIns = byCheckIn.items.map((item) => item.checkIn);
      expect(checkIns).toEqual([...checkIns].sort().reverse());

      const upcoming = await list(demo.anna, { criteria: { tab: 'upcoming' }, limit: 100 });
      const arrivals = upcoming.items.map((item) => item.checkIn);
      expect(arrivals).toEqual([...arrivals].sort());
    });

    it('pages without gaps or repeats', async () => {
      const pages = await Promise.all(
        [1, 2, 3, 4, 5].map((page) => list(demo.anna, { criteria: { search: 'tabtester' }, page, limit: 2 })),
      );
      expect(pages[1]!.pagination).toEqual({ page: 2, pageSize: 2, total: 8, pageCount: 4 });
      expect(pages[4]!.items).toEqual([]);
      const seen = pages.flatMap((page) => page.items.map((item) => item.id));
      expect(new Set(seen).size).toBe(8);
      expect(new Set(seen)).toEqual(new Set(codes.values()));
    });

    it('refuses a bad query with 400 naming the field', async () => {
      const bad = async (query: string) =>
        errorFields(
          expectApiError(await call(demo.anna, 'GET', `${LIST}?${query}`), 400, 'common.validation'),
        );
      expect(await bad('criteria[checkIn][from]=2025-02-30')).toEqual(['criteria.checkIn.from']);
      expect(await bad('criteria[tab]=requests')).toEqual(['criteria.tab']);
      expect(await bad('criteria[status]=Confirmed')).toEqual(['criteria.status']);
      expect(await bad('sorting[checkIn]=up')).toEqual(['sorting.checkIn']);
      expect(await bad('limit=1000')).toEqual(['limit']);
      expect(await bad('page=0')).toEqual(['page']);
    });
  });

  describe('GET /api/app/bookings/:bookingId', () => {
    it('answers the booking as stored, with its unit', async () => {
      const row = await addBooking(demo.anna, {
        guestFirstName: 'Mira',
        guestLastName: 'Detail',
        guestEmail: 'mira@guest.example.com',
        guestPhone: 'none given',
        guestCountryCode: 'HR',
        source: 'booking_request',
      });
      const response = await call(demo.anna, 'GET', detailUrl(row.publicId));
      expect(response.statusCode, response.body).toBe(200);
      const body = bookingSchema.parse(response.json());
      const [unit] = await t.db
        .select({ publicId: units.publicId, title: units.title, propertyId: properties.publicId })
        .from(units)
        .innerJoin(properties, eq(properties.id, units.propertyId))
        .where(eq(units.id, row.unitId));
      expect(body).toEqual({
        id: row.publicId,
        bookingCode: row.publicId,
        status: 'CONFIRMED',
        checkIn: row.checkIn,
        checkOut: row.checkOut,
        propertyUnitSummary: {
          publicId: unit!.publicId,
          propertyId: unit!.propertyId,
          title: unit!.title,
          thumbnail: expect.any(String),
        },
        // A phone with no digit is no phone.
        guest: {
          firstName: 'Mira',
          lastName: 'Detail',
          email: 'mira@guest.example.com',
          phoneNumber: null,
          countryCode: 'HR',
        },
        guests: { adults: 2, children: 1, infants: 1 },
        totalPrice: { amount: 520.5, currency: 'EUR' },
        // Stored with a total only: no breakdown, no payment option.
        priceBreakdown: null,
        paymentOption: null,
        bookingType: 'onRequest',
        createdAt: row.createdAt.toISOString(),
        cancelledBy: null,
        cancelledAt: null,
      });
    });

    it('401 without a token; another host’s booking and an unknown code are the same 404', async () => {
      const row = await addBooking(demo.anna);
      await expectTokenRequired(t, { method: 'GET', url: detailUrl(row.publicId) });
      const foreign = expectApiError(await call(demo.agency, 'GET', detailUrl(row.publicId)), 404);
      const unknown = expectApiError(await call(demo.agency, 'GET', detailUrl('B-NOPE2222')), 404);
      expect(foreign.code).toBe(unknown.code);
      expect(foreign.message).toBe(unknown.message);
    });
  });

  describe('POST /api/app/bookings/:bookingId/cancel', () => {
    it('cancels a confirmed stay as the owner and frees its nights (spec §4 booking cancel)', async () => {
      // Far ahead, so no seeded stay shares these nights.
      const stay = { checkIn: day(3000), checkOut: day(3004) };
      const row = await addBooking(demo.anna, stay);
      expect(await nightsTaken(t.db, { unitId: row.unitId, ...stay })).toBe(true);

      const before = Date.now();
      const response = await call(demo.anna, 'POST', cancelUrl(row.publicId), {
        reason: 'PROPERTY_UNAVAILABLE',
        subReason: ' WATER_DAMAGE ',
        explanation: '  Pipe burst in the bathroom. ',
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = bookingSchema.parse(response.json());
      expect(body).toMatchObject({ id: row.publicId, status: 'CANCELLED_BY_OWNER', cancelledBy: 'OWNER' });
      expect(Date.parse(body.cancelledAt!)).toBeGreaterThanOrEqual(before - 1000);

      expect(await stored(row.publicId)).toMatchObject({
        status: 'CANCELLED_BY_OWNER',
        cancelledBy: 'OWNER',
        cancelReason: 'PROPERTY_UNAVAILABLE',
        cancelSubReason: 'WATER_DAMAGE',
        cancelExplanation: 'Pipe burst in the bathroom.',
        cancelledAt: new Date(body.cancelledAt!),
      });
      expect(await nightsTaken(t.db, { unitId: row.unitId, ...stay })).toBe(false);
      const detail = bookingSchema.parse((await call(demo.anna, 'GET', detailUrl(row.publicId))).json());
      expect(detail.status).toBe('CANCELLED_BY_OWNER');
    });

    it('needs an explanation with reason OTHER (400 explanationRequired on the field), not with the others', async () => {
      const row = await addBooking(demo.anna);
      for (const payload of [{ reason: 'OTHER' }, { reason: 'OTHER', subReason: 'X', explanation: '   ' }]) {
        const error = expectApiError(
          await call(demo.anna, 'POST', cancelUrl(row.publicId), payload),
          400,
          'common.validation',
        );
        expect(error.errors).toEqual([
          expect.objectContaining({ field: 'explanation', code: reservationErrorCodes.explanationRequired }),
        ]);
      }
      expect((await stored(row.publicId)).status).toBe('CONFIRMED');

      const withoutWords = await call(demo.anna, 'POST', cancelUrl(row.publicId), {
        reason: 'GUEST_REQUEST',
        explanation: '',
      });
      expect(withoutWords.statusCode, withoutWords.body).toBe(200);
      expect(await stored(row.publicId)).toMatchObject({
        cancelReason: 'GUEST_REQUEST',
        cancelSubReason: null,
        cancelExplanation: null,
      });

      const other = await addBooking(demo.anna);
      const withWords = await call(demo.anna, 'POST', cancelUrl(other.publicId), {
        reason: 'OTHER',
        explanation: 'Family emergency',
      });
      expect(withWords.statusCode, withWords.body).toBe(200);
      expect((await stored(other.publicId)).cancelExplanation).toBe('Family emergency');
    });

    it('refuses a bad body with 400 on the field and stores nothing', async () => {
      const row = await addBooking(demo.anna);
      const url = cancelUrl(row.publicId);
      const fields = async (payload: unknown) =>
        errorFields(expectApiError(await call(demo.anna, 'POST', url, payload), 400, 'common.validation'));
      expect(await fields({})).toEqual(['reason']);
      expect(await fields({ reason: 'BORED' })).toEqual(['reason']);
      expect(await fields({ reason: 'GUEST_REQUEST', subReason: '' })).toEqual(['subReason']);
      expect(await fields({ reason: 'GUEST_REQUEST', explanation: 'x'.repeat(2001) })).toEqual([
        'explanation',
      ]);
      expect(await fields({ reason: 'GUEST_REQUEST', refund: true })).toEqual(['refund']);
      expect((await stored(row.publicId)).status).toBe('CONFIRMED');
    });

    it('401 without a token; another host’s booking is a 404 whatever the body, and stays as it was', async () => {
      const mine = await addBooking(demo.anna);
      await expectTokenRequired(t, {
        method: 'POST',
        url: cancelUrl(mine.publicId),
        payload: { reason: 'GUEST_REQUEST' },
      });
      const theirs = await addBooking(demo.agency);
      for (const payload of [{ reason: 'GUEST_REQUEST' }, { reason: 'BORED' }, { reason: 'OTHER' }]) {
        expectApiError(await call(demo.anna, 'POST', cancelUrl(theirs.publicId), payload), 404);
      }
      expect((await stored(theirs.publicId)).status).toBe('CONFIRMED');
    });

    it.each([
      ['already cancelled by the owner', 'CANCELLED_BY_OWNER', 10, 12],
      ['cancelled by the guest', 'CANCELLED_BY_GUEST', 10, 12],
      ['completed', 'COMPLETED', -12, -10],
      ['in review collection', 'IN_REVIEW_COLLECTION', -6, -2],
      ['confirmed but over', 'CONFIRMED', -5, -1],
    ] as const)('409 notCancellable for a booking %s', async (_label, status, from, to) => {
      const row = await addBooking(demo.anna, { status, checkIn: day(from), checkOut: day(to) });
      expectApiError(
        await call(demo.anna, 'POST', cancelUrl(row.publicId), { reason: 'GUEST_REQUEST' }),
        409,
        reservationErrorCodes.notCancellable,
      );
      expect(await stored(row.publicId)).toMatchObject({
        status,
        cancelReason: null,
        updatedAt: row.updatedAt,
      });
    });

    it('a stay leaving today can still be cancelled', async () => {
      const row = await addBooking(demo.anna, { checkIn: day(-2), checkOut: day(0) });
      const response = await call(demo.anna, 'POST', cancelUrl(row.publicId), { reason: 'OVERBOOKING' });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('two cancels at once: exactly one wins, the other gets 409 (spec §4)', async () => {
      const row = await addBooking(demo.anna);
      const [first, second] = await Promise.all([
        call(demo.anna, 'POST', cancelUrl(row.publicId), { reason: 'GUEST_REQUEST', explanation: 'first' }),
        call(demo.anna, 'POST', cancelUrl(row.publicId), { reason: 'OVERBOOKING', explanation: 'second' }),
      ]);
      const statuses = [first!.statusCode, second!.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const [winner, loser] = first!.statusCode === 200 ? [first!, second!] : [second!, first!];
      expectApiError(loser, 409, reservationErrorCodes.notCancellable);
      const won = bookingSchema.parse(winner.json());
      const row2 = await stored(row.publicId);
      expect(row2.status).toBe('CANCELLED_BY_OWNER');
      expect(row2.cancelledAt?.toISOString()).toBe(won.cancelledAt);
      expect(row2.cancelExplanation).toBe(winner === first ? 'first' : 'second');
    });
  });

  describe('POST /api/app/property-units/switch-to-instant-booking', () => {
    const liveOnRequest = async (email: string) => {
      const hostId = await t.userIdOf(email);
      return (
        await t.db
          .select({ publicId: units.publicId })
          .from(units)
          .where(
            and(
              eq(units.hostId, hostId),
              eq(units.bookingType, 'onRequest'),
              isNull(units.deletedAt),
              ne(units.state, 'DELETED'),
            ),
          )
      )
        .map((row) => row.publicId)
        .sort();
    };

    it('switches every unit of the caller still on request, and only the caller’s', async () => {
      const annaUnits = await liveUnitsOf(t, demo.anna);
      const agencyUnits = await liveUnitsOf(t, demo.agency);
      const toRequest = [annaUnits[0]!, annaUnits[1]!, agencyUnits[0]!].map((row) => row.unit.id);
      await t.db.update(units).set({ bookingType: 'onRequest' }).where(inArray(units.id, toRequest));
      const expected = await liveOnRequest(demo.anna);
      expect(expected.length).toBeGreaterThanOrEqual(2);
      const agencyBefore = await liveOnRequest(demo.agency);

      const response = await call(demo.anna, 'POST', SWITCH);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ updatedUnitIds: expected, bookingType: 'onLine' });
      expect(await liveOnRequest(demo.anna)).toEqual([]);
      expect(await liveOnRequest(demo.agency)).toEqual(agencyBefore);

      // Nothing left to switch: an empty list, not an error.
      const again = await call(demo.anna, 'POST', SWITCH);
      expect(again.json()).toEqual({ updatedUnitIds: [], bookingType: 'onLine' });
    });

    it('requires a valid token', async () => {
      await expectTokenRequired(t, { method: 'POST', url: SWITCH });
    });
  });
});

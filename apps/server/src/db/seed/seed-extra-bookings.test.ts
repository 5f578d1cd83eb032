import { and, eq, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingListResponseSchema } from '@hostdeck/contract/reservations/reservation-list.schemas';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { RELEASED_BOOKING_STATUSES } from '../../modules/reservations/unit-availability';
import { bookings } from '../schema/reservations.table';
import { extraBookingsFromEnv, seedExtraBookings } from './seed-extra-bookings';

describe('SEED_BOOKINGS volume option', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is off unless the variable is a positive integer', () => {
    expect(extraBookingsFromEnv({})).toBe(0);
    expect(extraBookingsFromEnv({ SEED_BOOKINGS: 'many' })).toBe(0);
    expect(extraBookingsFromEnv({ SEED_BOOKINGS: '-5' })).toBe(0);
    expect(extraBookingsFromEnv({ SEED_BOOKINGS: '2.5' })).toBe(0);
    expect(extraBookingsFromEnv({ SEED_BOOKINGS: '100000' })).toBe(100_000);
  });

  it('adds exactly that many bookings to the agency, no two holding the same night of a unit', async () => {
    const agencyId = await t.userIdOf(demo.agency);
    const countOf = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(bookings)
          .where(eq(bookings.hostId, agencyId))
      )[0]?.n ?? 0;
    const before = await countOf();

    // More than one insert batch, so the batching is part of what is checked.
    expect(await seedExtraBookings(t.db, 2_345)).toEqual({ bookings: 2_345 });

    expect(await countOf()).toBe(before + 2_345);
    // Stays that hold nights (not cancelled) never overlap on a unit, demo stays included.
    const overlaps = await t.db.execute(sql`
      select count(*)::int as n from ${bookings} a join ${bookings} b
        on a.unit_id = b.unit_id and a.id < b.id and a.check_in < b.check_out and b.check_in < a.check_out
      where a.host_id = ${agencyId}
        and a.status not in ('CANCELLED', 'CANCELLED_BY_GUEST', 'CANCELLED_BY_OWNER')
        and b.status not in ('CANCELLED', 'CANCELLED_BY_GUEST', 'CANCELLED_BY_OWNER')`);
    expect((overlaps as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    // The statuses spelt out above are the ones that free a unit's nights.
    expect(RELEASED_BOOKING_STATUSES).toEqual(['CANCELLED', 'CANCELLED_BY_GUEST', 'CANCELLED_BY_OWNER']);
    // Nothing booked in the future, and every tab has rows.
    const [future] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.hostId, agencyId), sql`${bookings.createdAt} > now()`));
    expect(future?.n).toBe(0);
    const headers = await t.authHeaders(demo.agency);
    for (const tab of ['upcoming', 'confirmed', 'completed', 'cancelled', 'all']) {
      const response = await t.app.inject({ url: `/api/app/bookings?criteria[tab]=${tab}`, headers });
      expect(response.statusCode).toBe(200);
      expect(bookingListResponseSchema.parse(response.json()).pagination.total).toBeGreaterThan(100);
    }
    const stillHeld = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.hostId, agencyId), notInArray(bookings.status, [...RELEASED_BOOKING_STATUSES])));
    expect(stillHeld[0]?.n).toBeGreaterThan(0);
  });
});

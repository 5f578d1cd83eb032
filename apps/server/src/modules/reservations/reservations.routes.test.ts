import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequests } from '../../db/schema/reservations.table';
import { units } from '../../db/schema/properties.table';
import { expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';

const URL = '/api/app/booking-requests-pending-count';

describe('GET /api/app/booking-requests-pending-count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const countFor = async (email: string) =>
    ((await t.app.inject({ url: URL, headers: await t.authHeaders(email) })).json() as { count: number })
      .count;

  const requestedInDb = async (email: string) => {
    const hostId = await t.userIdOf(email);
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookingRequests)
      .where(and(eq(bookingRequests.hostId, hostId), eq(bookingRequests.status, 'REQUESTED')));
    return row?.n ?? 0;
  };

  it('requires a valid token', async () => {
    await expectTokenRequired(t, { method: 'GET', url: URL });
  });

  it('counts the caller’s REQUESTED booking requests from the database', async () => {
    expect(await countFor(demo.anna)).toBe(await requestedInDb(demo.anna));
    expect(await countFor(demo.agency)).toBe(await requestedInDb(demo.agency));
  });

  it('another host’s new request changes only that host’s count', async () => {
    const annaBefore = await countFor(demo.anna);
    const agencyBefore = await countFor(demo.agency);
    const agencyId = await t.userIdOf(demo.agency);
    const [unit] = await t.db.select().from(units).where(eq(units.hostId, agencyId)).limit(1);
    expect(unit).toBeDefined();
    await t.db.insert(bookingRequests).values({
      hostId: agencyId,
      unitId: unit!.id,
      guestFirstName: 'Test',
      guestLastName: 'Guest',
      guests: 2,
      checkIn: '2031-05-01',
      checkOut: '2031-05-05',
      totalPrice: 40_000,
      status: 'REQUESTED',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    expect(await countFor(demo.agency)).toBe(agencyBefore + 1);
    expect(await countFor(demo.anna)).toBe(annaBefore);
  });
});

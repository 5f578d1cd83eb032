import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS, withTryAdvisoryLock } from '../../db/advisory-lock';
import { openDatabase } from '../../db/client';
import type { UnitRow } from '../../db/schema/properties.table';
import { bookingRequests, type BookingRequestRow } from '../../db/schema/reservations.table';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { databaseUrl } from '../../../test/test-database';
import { liveUnitsOf } from '../units/units.test-support';
import { runBookingRequestExpiry } from './booking-request-expiry';
import { expireOverdueBookingRequests } from './booking-requests.repository';

const DAY_MS = 86_400_000;

// Runs in the PostgreSQL layer of `npm test` only (vitest.config.ts): the runs race on separate
// connections, which the embedded engine (one connection, one transaction at a time) cannot show.
describe('booking request expiry on PostgreSQL', () => {
  let t: TestApp;
  let unit: UnitRow;

  beforeAll(async () => {
    t = await createTestApp();
    unit = (await liveUnitsOf(t, demo.anna))[0]!.unit;
  });
  afterAll(async () => {
    await t?.close();
  });

  let nextStay = 0;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const insertOverdue = async (count: number): Promise<BookingRequestRow[]> =>
    t.db
      .insert(bookingRequests)
      .values(
        Array.from({ length: count }, (_, index) => {
          const start = Date.UTC(2048, 0, 1) + nextStay++ * 30 * DAY_MS;
          return {
            hostId: unit.hostId,
            unitId: unit.id,
            guestFirstName: 'Race',
            guestLastName: `Guest ${index}`,
            guests: 2,
            totalPrice: 30_000,
            checkIn: day(start),
            checkOut: day(start + 3 * DAY_MS),
            expiresAt: new Date(Date.now() - 60_000 - index),
          };
        }),
      )
      .returning();
  const statuses = async (rows: BookingRequestRow[]) =>
    (
      await t.db
        .select({ status: bookingRequests.status })
        .from(bookingRequests)
        .where(
          inArray(
            bookingRequests.id,
            rows.map(({ id }) => id),
          ),
        )
    ).map(({ status }) => status);
  it('two runs at once, as on two replicas, move each overdue request exactly once', async () => {
    const rows = await insertOverdue(40);
    const ids = new Set(rows.map(({ id }) => id));
    // Small batches, so the two runs overlap for several transactions instead of one.
    const runs = await Promise.all([
      runBookingRequestExpiry(t.db, new Date(), 5),
      runBookingRequestExpiry(t.db, new Date(), 5),
    ]);
    const moved = runs.flatMap((run) => run.expired.map(({ id }) => id)).filter((id) => ids.has(id));
    expect(moved).toHaveLength(rows.length);
    expect(new Set(moved).size).toBe(rows.length);
    expect(await statuses(rows)).toEqual(rows.map(() => 'EXPIRED'));
  });

  it('without the lock, the conditional update alone still moves a request once', async () => {
    const [row] = await insertOverdue(1);
    const now = new Date();
    // Two transactions on two connections, both past the point of reading the request as REQUESTED.
    const moved = await Promise.all(
      [0, 1].map(() =>
        t.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(0.05)`);
          return expireOverdueBookingRequests(tx, now, 10);
        }),
      ),
    );
    expect(moved.flat().filter(({ id }) => id === row!.id)).toHaveLength(1);
    expect(await statuses([row!])).toEqual(['EXPIRED']);
  });

  it('a run finding another replica holding the lock leaves the work to it', async () => {
    const [row] = await insertOverdue(1);
    // Another replica: its own pool on the same database, in the middle of its run.
    const replica = await openDatabase({ kind: 'postgres', url: await currentDatabaseUrl(t) });
    try {
      let finish = () => {};
      const finished = new Promise<void>((resolve) => (finish = resolve));
      let holding = () => {};
      const held = new Promise<void>((resolve) => (holding = resolve));
      const replicaRun = withTryAdvisoryLock(replica.db, ADVISORY_LOCKS.bookingRequestExpiry, async () => {
        holding();
        await finished;
        return 'ran';
      });
      await held;
      expect(await runBookingRequestExpiry(t.db)).toEqual({ expired: [], lockedOut: true });
      expect(await statuses([row!])).toEqual(['REQUESTED']);
      finish();
      expect(await replicaRun).toBe('ran');
    } finally {
      await replica.close();
    }
    // The lock ended with the replica's transaction: the next run does the work.
    const run = await runBookingRequestExpiry(t.db);
    expect(run.expired.map(({ id }) => id)).toContain(row!.id);
  });
});

/** The URL of the test file's own database, on the server TEST_DATABASE_URL names. */
async function currentDatabaseUrl(t: TestApp): Promise<string> {
  const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  return databaseUrl(process.env.TEST_DATABASE_URL!, result.rows[0]!.name);
}

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequestSchema } from '@hostdeck/contract/reservations/booking-request.schemas';
import type { UnitRow } from '../../db/schema/properties.table';
import {
  bookingRequests,
  bookings,
  type BookingRequestRow,
  type NewBookingRequestRow,
} from '../../db/schema/reservations.table';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { liveUnitsOf } from '../units/units.test-support';
import { runBookingRequestExpiry } from './booking-request-expiry';
import { nightsTaken } from './unit-availability';

const DAY_MS = 86_400_000;

describe('booking request expiry', () => {
  let t: TestApp;
  let unit: UnitRow;

  beforeAll(async () => {
    t = await createTestApp();
    unit = (await liveUnitsOf(t, demo.anna))[0]!.unit;
  });
  afterAll(async () => {
    await t?.close();
  });

  // Stays far beyond the seed's calendar, a month apart.
  let nextStay = 0;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const insertRequest = async (values: Partial<NewBookingRequestRow>): Promise<BookingRequestRow> => {
    const start = Date.UTC(2046, 0, 1) + nextStay++ * 30 * DAY_MS;
    const [row] = await t.db
      .insert(bookingRequests)
      .values({
        hostId: unit.hostId,
        unitId: unit.id,
        guestFirstName: 'Late',
        guestLastName: 'Answer',
        guests: 2,
        totalPrice: 30_000,
        checkIn: day(start),
        checkOut: day(start + 3 * DAY_MS),
        expiresAt: new Date(Date.now() + DAY_MS),
        ...values,
      })
      .returning();
    return row!;
  };
  const requestRow = async (id: string) => {
    const [row] = await t.db.select().from(bookingRequests).where(eq(bookingRequests.id, id));
    return row!;
  };
  const get = async (url: string) =>
    t.app.inject({ method: 'GET', url, headers: await t.authHeaders(demo.anna) });
  const pendingCount = async () =>
    ((await get('/api/app/booking-requests-pending-count')).json() as { count: number }).count;

  it('expires a request whose deadline passed: status EXPIRED, pending count one lower, no booking', async () => {
    const row = await insertRequest({ expiresAt: new Date(Date.now() - 60_000) });
    const stay = { unitId: row.unitId, checkIn: row.checkIn, checkOut: row.checkOut };
    const pendingBefore = await pendingCount();
    const takenBefore = await nightsTaken(t.db, stay);

    const run = await runBookingRequestExpiry(t.db);

    expect(run.lockedOut).toBe(false);
    expect(run.expired).toContainEqual({ id: row.id, publicId: row.publicId, hostId: row.hostId });
    const after = await requestRow(row.id);
    expect(after).toMatchObject({
      status: 'EXPIRED',
      respondedAt: null,
      bookingId: null,
      rejectReason: null,
    });
    expect(after.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
    expect(await pendingCount()).toBe(pendingBefore - 1);
    // The host sees it expired, on its own page and in the list's expired filter.
    const detail = bookingRequestSchema.parse(
      (await get(`/api/app/booking-requests/${row.publicId}`)).json(),
    );
    expect(detail.status).toBe('EXPIRED');
    const expiredList = (await get('/api/app/booking-requests?criteria[state]=EXPIRED&limit=100')).json() as {
      items: { id: string }[];
    };
    expect(expiredList.items.map(({ id }) => id)).toContain(row.publicId);
    // As with a rejection, the unit's nights are as they were: a request never held them.
    expect(await nightsTaken(t.db, stay)).toBe(takenBefore);
    expect(
      await t.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.unitId, row.unitId), eq(bookings.checkIn, row.checkIn))),
    ).toEqual([]);
  });

  it('changes a request once when it runs twice', async () => {
    const row = await insertRequest({ expiresAt: new Date(Date.now() - 1_000) });
    const first = await runBookingRequestExpiry(t.db);
    const afterFirst = await requestRow(row.id);
    const pendingAfterFirst = await pendingCount();

    const second = await runBookingRequestExpiry(t.db, new Date(Date.now() + 1_000));

    expect(first.expired.map(({ id }) => id)).toContain(row.id);
    expect(second.expired.map(({ id }) => id)).not.toContain(row.id);
    expect(await requestRow(row.id)).toEqual(afterFirst);
    expect(await pendingCount()).toBe(pendingAfterFirst);
  });

  it('leaves requests within their deadline and requests already decided as they are', async () => {
    const now = new Date();
    const waiting = await insertRequest({ expiresAt: new Date(now.getTime() + 60_000) });
    const rejected = await insertRequest({
      status: 'REJECTED',
      rejectReason: 'OTHER',
      rejectExplanation: 'Closed for works.',
      respondedAt: new Date(now.getTime() - DAY_MS),
      expiresAt: new Date(now.getTime() - 60_000),
    });
    const confirmed = await insertRequest({
      status: 'CONFIRMED',
      respondedAt: new Date(now.getTime() - DAY_MS),
      expiresAt: new Date(now.getTime() - 60_000),
    });
    const pendingBefore = await pendingCount();

    const run = await runBookingRequestExpiry(t.db, now);

    const untouched = [waiting, rejected, confirmed];
    expect(run.expired.map(({ id }) => id)).not.toContain(waiting.id);
    const rows = await t.db
      .select()
      .from(bookingRequests)
      .where(
        inArray(
          bookingRequests.id,
          untouched.map(({ id }) => id),
        ),
      );
    expect(rows.sort((a, b) => a.checkIn.localeCompare(b.checkIn))).toEqual(untouched);
    expect(await pendingCount()).toBe(pendingBefore);
  });

  it('expires a request at the moment of its deadline, the moment the host can no longer answer', async () => {
    const deadline = new Date(Date.now() + 5 * 60_000);
    const row = await insertRequest({ expiresAt: deadline });
    const early = await runBookingRequestExpiry(t.db, new Date(deadline.getTime() - 1));
    expect(early.expired.map(({ id }) => id)).not.toContain(row.id);
    const run = await runBookingRequestExpiry(t.db, deadline);
    expect(run.expired.map(({ id }) => id)).toContain(row.id);
  });

  it('works a backlog in batches until none is left', async () => {
    const rows = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        insertRequest({ expiresAt: new Date(Date.now() - (index + 1) * 60_000) }),
      ),
    );
    const run = await runBookingRequestExpiry(t.db, new Date(), 3);
    expect(run.expired.map(({ id }) => id).sort()).toEqual(rows.map(({ id }) => id).sort());
    for (const row of rows) expect((await requestRow(row.id)).status).toBe('EXPIRED');
  });
});

describe('booking request expiry as the app runs it', () => {
  it('starts with the app, expires requests on its interval and stops when the app closes', async () => {
    const t = await createTestApp({ REQUEST_EXPIRY_INTERVAL_MS: '50' });
    try {
      const unit = (await liveUnitsOf(t, demo.agency))[0]!.unit;
      const [row] = await t.db
        .insert(bookingRequests)
        .values({
          hostId: unit.hostId,
          unitId: unit.id,
          guestFirstName: 'Nobody',
          guestLastName: 'Answered',
          guests: 2,
          totalPrice: 30_000,
          checkIn: '2047-03-01',
          checkOut: '2047-03-04',
          expiresAt: new Date(Date.now() - 1_000),
        })
        .returning();
      const statusOf = async () =>
        (await t.db.select().from(bookingRequests).where(eq(bookingRequests.id, row!.id)))[0]!.status;
      const until = Date.now() + 10_000;
      while ((await statusOf()) === 'REQUESTED' && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(await statusOf()).toBe('EXPIRED');
    } finally {
      // Waits for a run in flight: closing the database under it would fail the run.
      await t.close();
    }
  });
});

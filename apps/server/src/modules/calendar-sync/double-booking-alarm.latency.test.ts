import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IcalFeed } from '@hostdeck/contract/calendar/ical-feeds.schemas';
import { icalFeeds } from '../../db/schema/calendar.table';
import { notifications } from '../../db/schema/notifications.table';
import type { UnitRow } from '../../db/schema/properties.table';
import { bookings } from '../../db/schema/reservations.table';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { liveUnitsOf } from '../units/units.test-support';
import { airbnbFeed, startFeedServer, type FeedServer } from './channel-feeds.test-support';

/** The app's own schedule, shortened: the test changes a channel's feed and waits for the alarm. */
const INTERVAL_MS = 500;

async function waitFor<T>(probe: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('double-booking alarm through the scheduled refresh', () => {
  let t: TestApp;
  let feeds: FeedServer;
  let unit: UnitRow;

  beforeAll(async () => {
    t = await createTestApp({
      ICAL_ALLOW_PRIVATE_HOSTS: 'true',
      ICAL_REFRESH_INTERVAL_MS: String(INTERVAL_MS),
    });
    feeds = await startFeedServer();
    unit = (await liveUnitsOf(t, demo.anna))[0]!.unit;
  });
  afterAll(async () => {
    await feeds?.close();
    await t?.close();
  });

  it('notifies the host within one refresh interval of the channel’s feed changing (figure logged)', async () => {
    await t.db.insert(bookings).values({
      hostId: unit.hostId,
      unitId: unit.id,
      guestFirstName: 'Lea',
      guestLastName: 'Novak',
      guests: 2,
      totalPrice: 50_000,
      checkIn: '2048-03-10',
      checkOut: '2048-03-15',
    });
    const free = airbnbFeed([{ uid: 'n', dateFrom: '2048-03-20', dateTo: '2048-03-22' }]);
    const clash = airbnbFeed([{ uid: 'n', dateFrom: '2048-03-12', dateTo: '2048-03-14' }]);
    feeds.set('/airbnb.ics', free);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/app/calendar/units/${unit.publicId}/ical-feeds`,
      headers: await t.authHeaders(demo.anna),
      payload: { name: 'Airbnb', url: feeds.url('/airbnb.ics'), color: 'pink' },
    });
    const feed = response.json() as IcalFeed;

    const alarmCount = async () =>
      (
        await t.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.unitId, unit.id), eq(notifications.type, 'doubleBooking')))
      ).length;
    const latencies: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const since = new Date();
      feeds.set('/airbnb.ics', clash);
      const changedAt = performance.now();
      await waitFor(
        async () => {
          const [row] = await t.db
            .select({ id: notifications.id })
            .from(notifications)
            .where(
              and(
                eq(notifications.unitId, unit.id),
                eq(notifications.type, 'doubleBooking'),
                gt(notifications.createdAt, since),
              ),
            );
          return row ?? null;
        },
        INTERVAL_MS * 4 + 5000,
      );
      latencies.push(performance.now() - changedAt);
      // The clash goes away again (the next refresh stores it), so the next round is a new clash.
      feeds.set('/airbnb.ics', free);
      const cleared = new Date();
      await waitFor(
        async () => {
          const [row] = await t.db
            .select({ at: icalFeeds.lastSyncedAt })
            .from(icalFeeds)
            .where(eq(icalFeeds.id, feed.id));
          return row?.at && row.at > cleared ? row.at : null;
        },
        INTERVAL_MS * 4 + 5000,
      );
    }
    // The part that is not waiting for the schedule: the host's "refresh now" reads the changed feed,
    // stores it and writes the alarm in one call.
    const before = await alarmCount();
    feeds.set('/airbnb.ics', clash);
    const started = performance.now();
    await t.app.inject({
      method: 'POST',
      url: `/api/app/calendar/ical-feeds/${feed.id}/refresh`,
      headers: await t.authHeaders(demo.anna),
    });
    const direct = performance.now() - started;
    // The schedule may have read the change first; either way exactly one new alarm.
    expect(await alarmCount()).toBe(before + 1);
    const sorted = [...latencies].sort((a, b) => a - b);
    console.info(
      `feed change → double-booking notification with a ${INTERVAL_MS} ms refresh interval: ` +
        `min ${sorted[0]!.toFixed(0)} ms, median ${sorted[2]!.toFixed(0)} ms, max ${sorted[4]!.toFixed(0)} ms; ` +
        `"refresh now" call with the alarm: ${direct.toFixed(0)} ms`,
    );
    // Within the interval plus the read and the write; well under it would mean no wait at all.
    for (const latency of latencies) expect(latency).toBeLessThan(INTERVAL_MS * 2 + 1000);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarBlocks } from '../../db/schema/calendar.table';
import { notifications } from '../../db/schema/notifications.table';
import type { UnitRow } from '../../db/schema/properties.table';
import { bookings } from '../../db/schema/reservations.table';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { liveUnitsOf } from '../units/units.test-support';
import { insertFeed } from './calendar-sync.repository';
import { airbnbFeed, startFeedServer, type FeedServer } from './channel-feeds.test-support';
import { refreshFeed } from './ical-feed-refresh';

// Runs in the PostgreSQL layer of `npm test` only: two refreshes of one feed race on separate
// connections (the schedule and the host's button, or two replicas), which PGlite cannot show.
describe('iCal feed refresh on PostgreSQL', () => {
  let t: TestApp;
  let feeds: FeedServer;
  let unit: UnitRow;

  beforeAll(async () => {
    t = await createTestApp();
    feeds = await startFeedServer();
    unit = (await liveUnitsOf(t, demo.anna))[0]!.unit;
  });
  afterAll(async () => {
    await feeds?.close();
    await t?.close();
  });

  it('two refreshes at once store the feed once and raise one alarm per clash', async () => {
    await t.db.insert(bookings).values({
      hostId: unit.hostId,
      unitId: unit.id,
      guestFirstName: 'Race',
      guestLastName: 'Guest',
      guests: 2,
      totalPrice: 40_000,
      checkIn: '2049-05-10',
      checkOut: '2049-05-14',
    });
    feeds.set(
      '/race.ics',
      airbnbFeed([
        { uid: 'r1', dateFrom: '2049-05-12', dateTo: '2049-05-15' },
        { uid: 'r2', dateFrom: '2049-06-01', dateTo: '2049-06-03' },
      ]),
    );
    const feed = await insertFeed(t.db, {
      unitId: unit.id,
      hostId: unit.hostId,
      name: 'Airbnb',
      url: feeds.url('/race.ics'),
      color: 'pink',
    });
    const context = { db: t.db, fetchOptions: { allowPrivateAddresses: true } };
    const results = await Promise.all([refreshFeed(context, feed), refreshFeed(context, feed)]);
    expect(results.map((result) => result.status)).toEqual(['ok', 'ok']);
    expect(results.map((result) => result.newConflicts).sort()).toEqual([0, 1]);

    const blocks = await t.db.select().from(calendarBlocks).where(eq(calendarBlocks.feedId, feed.id));
    expect(blocks.map((block) => block.externalUid).sort()).toEqual(['r1@airbnb.com', 'r2@airbnb.com']);
    const alarms = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.unitId, unit.id), eq(notifications.type, 'doubleBooking')));
    expect(alarms).toHaveLength(1);
  });
});

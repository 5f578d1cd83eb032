import { and, asc, count, eq, gt, isNull, lt, lte, ne, notInArray, or } from 'drizzle-orm';
import type { IcalFeedColor } from '@hostdeck/contract/calendar/ical-feeds.schemas';
import type { IcalFeedStatus } from '@hostdeck/contract/calendar/calendar.schemas';
import type { Database } from '../../db/client';
import { calendarBlocks, icalFeeds, type IcalFeedRow } from '../../db/schema/calendar.table';
import { notifications } from '../../db/schema/notifications.table';
import { units } from '../../db/schema/properties.table';
import { bookingRequests, bookings } from '../../db/schema/reservations.table';
import { RELEASED_BOOKING_STATUSES } from '../reservations/unit-availability';
import { liveUnitOf } from '../units/units.repository';
import { isUuid } from '../user/user.repository';
import type { ImportedStay } from './ical-feed-parse';

export interface FeedWithUnit {
  feed: IcalFeedRow;
  unitPublicId: string;
}

const feedColumns = { feed: icalFeeds, unitPublicId: units.publicId };

export async function listFeedsOfUnit(db: Database, unitId: string): Promise<FeedWithUnit[]> {
  return db
    .select(feedColumns)
    .from(icalFeeds)
    .innerJoin(units, eq(units.id, icalFeeds.unitId))
    .where(eq(icalFeeds.unitId, unitId))
    .orderBy(asc(icalFeeds.createdAt), asc(icalFeeds.id));
}

export async function countFeedsOfUnit(db: Database, unitId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(icalFeeds).where(eq(icalFeeds.unitId, unitId));
  return row?.total ?? 0;
}

/** The host's feed on one of their live units; null for another host's, a deleted unit's or a guessed id. */
export async function findFeedOfHost(
  db: Database,
  hostId: string,
  feedId: string,
): Promise<FeedWithUnit | null> {
  if (!isUuid(feedId)) return null;
  const [row] = await db
    .select(feedColumns)
    .from(icalFeeds)
    .innerJoin(units, eq(units.id, icalFeeds.unitId))
    .where(and(eq(icalFeeds.id, feedId), eq(icalFeeds.hostId, hostId), liveUnitOf(hostId)))
    .limit(1);
  return row ?? null;
}

export async function insertFeed(
  db: Database,
  values: {
    unitId: string;
    hostId: string;
    name: string;
    url: string;
    color: IcalFeedColor;
    channelKeyId?: string | null;
  },
): Promise<IcalFeedRow> {
  const [row] = await db.insert(icalFeeds).values(values).returning();
  if (!row) throw new Error('The feed was not stored');
  return row;
}

export async function updateFeed(
  db: Database,
  feedId: string,
  patch: Partial<{ name: string; url: string; color: IcalFeedColor; channelKeyId: string | null }>,
): Promise<void> {
  await db
    .update(icalFeeds)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(icalFeeds.id, feedId));
}

/** Removes the feed; its blocks go with it (foreign key cascade), so its nights are free again. */
export async function deleteFeed(db: Database, feedId: string): Promise<void> {
  await db.delete(icalFeeds).where(eq(icalFeeds.id, feedId));
}

/** Feeds last read at `before` or earlier (or never), on live units: the scheduled refresh's work. */
export async function findFeedsDue(db: Database, before: Date, limit: number): Promise<FeedWithUnit[]> {
  return db
    .select(feedColumns)
    .from(icalFeeds)
    .innerJoin(units, eq(units.id, icalFeeds.unitId))
    .where(
      and(or(isNull(icalFeeds.lastSyncedAt), lte(icalFeeds.lastSyncedAt, before)), isNull(units.deletedAt)),
    )
    .orderBy(asc(icalFeeds.lastSyncedAt))
    .limit(limit);
}

/** Locks the feed's row for the rest of the transaction; null when the feed was deleted meanwhile. */
export async function lockFeed(tx: Database, feedId: string): Promise<IcalFeedRow | null> {
  const [row] = await tx.select().from(icalFeeds).where(eq(icalFeeds.id, feedId)).for('update');
  return row ?? null;
}

export async function externalBlocksOfFeed(tx: Database, feedId: string) {
  return tx
    .select({ dateFrom: calendarBlocks.dateFrom, dateTo: calendarBlocks.dateTo })
    .from(calendarBlocks)
    .where(and(eq(calendarBlocks.feedId, feedId), eq(calendarBlocks.source, 'external')));
}

export async function replaceExternalBlocks(tx: Database, feed: IcalFeedRow, stays: readonly ImportedStay[]) {
  await tx.delete(calendarBlocks).where(eq(calendarBlocks.feedId, feed.id));
  // In slices, so a feed of a few thousand events stays under the driver's parameter limit.
  for (let start = 0; start < stays.length; start += 500) {
    await tx.insert(calendarBlocks).values(
      stays.slice(start, start + 500).map((stay) => ({
        unitId: feed.unitId,
        hostId: feed.hostId,
        dateFrom: stay.dateFrom,
        dateTo: stay.dateTo,
        source: 'external' as const,
        feedId: feed.id,
        externalUid: stay.uid,
        summary: stay.summary,
      })),
    );
  }
}

export async function recordFeedResult(
  tx: Database,
  feedId: string,
  result: { at: Date; status: IcalFeedStatus; error: string | null; eventCount?: number },
): Promise<void> {
  await tx
    .update(icalFeeds)
    .set({
      lastSyncedAt: result.at,
      lastStatus: result.status,
      lastError: result.error,
      ...(result.eventCount === undefined ? {} : { eventCount: result.eventCount }),
    })
    .where(eq(icalFeeds.id, feedId));
}

/** The unit's bookings that hold nights (not cancelled) between two dates: what an import may clash with. */
export async function bookingsHoldingNights(tx: Database, unitId: string, dateFrom: string, dateTo: string) {
  return tx
    .select({
      id: bookings.id,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      channelKeyId: bookings.channelKeyId,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.unitId, unitId),
        lt(bookings.checkIn, dateTo),
        gt(bookings.checkOut, dateFrom),
        notInArray(bookings.status, [...RELEASED_BOOKING_STATUSES]),
      ),
    );
}

/** One double-booking notification per clashing booking, for the host of the unit. */
export async function notifyDoubleBookings(tx: Database, feed: IcalFeedRow, bookingCount: number) {
  if (bookingCount === 0) return;
  await tx.insert(notifications).values(
    Array.from({ length: bookingCount }, () => ({
      hostId: feed.hostId,
      type: 'doubleBooking' as const,
      unitId: feed.unitId,
    })),
  );
}

// --- Export -------------------------------------------------------------------------------------

export async function findUnitByExportToken(db: Database, token: string) {
  const [row] = await db
    .select({ id: units.id, title: units.title })
    .from(units)
    .where(and(eq(units.icalExportToken, token), isNull(units.deletedAt), ne(units.state, 'DELETED')))
    .limit(1);
  return row ?? null;
}

/** Sets the unit's export secret; with `onlyIfNone`, only when it has none yet (two first reads agree). */
export async function setExportToken(db: Database, unitId: string, token: string, onlyIfNone: boolean) {
  await db
    .update(units)
    .set({ icalExportToken: token })
    .where(onlyIfNone ? and(eq(units.id, unitId), isNull(units.icalExportToken)) : eq(units.id, unitId));
}

export async function exportTokenOf(db: Database, unitId: string): Promise<string | null> {
  const [row] = await db.select({ token: units.icalExportToken }).from(units).where(eq(units.id, unitId));
  return row?.token ?? null;
}

/**
 * What the unit's export shows as busy from `since` on: bookings not cancelled (confirmed requests and
 * inquiries are bookings), requests still waiting for the host, and the host's own blocks. Imported
 * blocks are left out: a channel must never get its own stays (or another channel's) back from us.
 */
export async function busyRangesOfUnit(db: Database, unitId: string, since: string, now: Date) {
  const [stays, requests, blocks] = await Promise.all([
    db
      .select({ id: bookings.id, dateFrom: bookings.checkIn, dateTo: bookings.checkOut })
      .from(bookings)
      .where(
        and(
          eq(bookings.unitId, unitId),
          gt(bookings.checkOut, since),
          notInArray(bookings.status, [...RELEASED_BOOKING_STATUSES]),
        ),
      ),
    db
      .select({ id: bookingRequests.id, dateFrom: bookingRequests.checkIn, dateTo: bookingRequests.checkOut })
      .from(bookingRequests)
      .where(
        and(
          eq(bookingRequests.unitId, unitId),
          gt(bookingRequests.checkOut, since),
          eq(bookingRequests.status, 'REQUESTED'),
          gt(bookingRequests.expiresAt, now),
        ),
      ),
    db
      .select({ id: calendarBlocks.id, dateFrom: calendarBlocks.dateFrom, dateTo: calendarBlocks.dateTo })
      .from(calendarBlocks)
      .where(
        and(
          eq(calendarBlocks.unitId, unitId),
          eq(calendarBlocks.source, 'manual'),
          gt(calendarBlocks.dateTo, since),
        ),
      ),
  ]);
  return { stays, requests, blocks };
}

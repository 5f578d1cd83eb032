import { calendarErrorCodes } from '@hostdeck/contract/calendar/calendar.errors';
import { isSameChannelStay } from '@hostdeck/contract/calendar/same-stay.rules';
import type { Database } from '../../db/client';
import type { IcalFeedRow } from '../../db/schema/calendar.table';
import { publishMessagingEvent } from '../messaging/messaging-bus';
import * as repository from './calendar-sync.repository';
import { fetchFeedText, FeedFetchError, type FeedFetchOptions } from './feed-fetch';
import { FeedParseError, parseFeed, type ImportedStay } from './ical-feed-parse';
import { isoDayOf } from '@hostdeck/contract/calendar/iso-day.rules';

export interface FeedRefreshContext {
  db: Database;
  fetchOptions: FeedFetchOptions;
  now?: () => Date;
}

export interface FeedRefreshResult {
  feedId: string;
  status: 'ok' | 'error' | 'skipped';
  error: string | null;
  eventCount: number;
  /** Bookings this refresh newly found double-booked (one notification each). */
  newConflicts: number;
}

type Range = { dateFrom: string; dateTo: string };

/**
 * The bookings of the unit (holding nights) that one of `ranges` overlaps, among stays not over
 * yet: channels' feeds list past stays too, and a clash that is over leaves nothing to do. A block
 * that is the booking itself, as its channel's feed lists it (same key, same nights), is no clash.
 */
async function clashingBookings(
  tx: Database,
  feed: IcalFeedRow,
  allRanges: readonly Range[],
  today: string,
): Promise<Set<string>> {
  const unitId = feed.unitId;
  const clashing = new Set<string>();
  const ranges = allRanges.filter((range) => range.dateTo > today);
  if (ranges.length === 0) return clashing;
  const from = ranges.reduce(
    (min, range) => (range.dateFrom < min ? range.dateFrom : min),
    ranges[0]!.dateFrom,
  );
  const to = ranges.reduce((max, range) => (range.dateTo > max ? range.dateTo : max), ranges[0]!.dateTo);
  for (const booking of await repository.bookingsHoldingNights(tx, unitId, from, to)) {
    const stay = { dateFrom: booking.checkIn, dateTo: booking.checkOut, channelKeyId: booking.channelKeyId };
    const clashes = (range: Range) =>
      range.dateFrom < stay.dateTo &&
      range.dateTo > stay.dateFrom &&
      !isSameChannelStay({ ...range, channelKeyId: feed.channelKeyId }, stay);
    if (ranges.some(clashes)) clashing.add(booking.id);
  }
  return clashing;
}

async function readFeed(
  url: string,
  fetchOptions: FeedFetchOptions,
  today: string,
): Promise<ImportedStay[] | { error: string }> {
  try {
    return parseFeed(await fetchFeedText(url, fetchOptions), { today }).stays;
  } catch (error) {
    if (error instanceof FeedFetchError) return { error: error.code };
    if (error instanceof FeedParseError) return { error: calendarErrorCodes.feedNotCalendar };
    throw error;
  }
}

/**
 * Reads one feed and stores what it says, in one transaction with the feed's row locked: its
 * external blocks are replaced by the feed's events all at once (a reader sees the old set or the
 * new one, never half), and a failed read changes no block, only the feed's status and error.
 *
 * Double bookings: a booking that one of the feed's new blocks overlaps, and that none of the feed's
 * previous blocks overlapped, gets the host one notification, in the same transaction. So the alarm
 * comes once per clash however often the feed is read again, and again only if the clash went
 * away and came back. The row lock makes two refreshes of one feed (the schedule and the host's
 * button, or two replicas) take turns, so the second sees the first's blocks as the previous ones.
 */
export async function refreshFeed(
  context: FeedRefreshContext,
  feed: IcalFeedRow,
): Promise<FeedRefreshResult> {
  const readDay = isoDayOf(context.now?.() ?? new Date());
  const read = await readFeed(feed.url, context.fetchOptions, readDay);
  const at = context.now?.() ?? new Date();
  const result = await context.db.transaction(async (tx): Promise<FeedRefreshResult> => {
    const current = await repository.lockFeed(tx, feed.id);
    // Deleted meanwhile, or its address changed while this read ran: the read is of no use.
    if (!current || current.url !== feed.url) {
      return { feedId: feed.id, status: 'skipped', error: null, eventCount: 0, newConflicts: 0 };
    }
    if ('error' in read) {
      await repository.recordFeedResult(tx, feed.id, { at, status: 'error', error: read.error });
      return {
        feedId: feed.id,
        status: 'error',
        error: read.error,
        eventCount: current.eventCount,
        newConflicts: 0,
      };
    }
    const today = isoDayOf(at);
    const previous = await repository.externalBlocksOfFeed(tx, feed.id);
    const before = await clashingBookings(tx, current, previous, today);
    await repository.replaceExternalBlocks(tx, current, read);
    const after = await clashingBookings(tx, current, read, today);
    const newConflicts = [...after].filter((bookingId) => !before.has(bookingId)).length;
    await repository.notifyDoubleBookings(tx, current, newConflicts);
    await repository.recordFeedResult(tx, feed.id, {
      at,
      status: 'ok',
      error: null,
      eventCount: read.length,
    });
    return { feedId: feed.id, status: 'ok', error: null, eventCount: read.length, newConflicts };
  });
  // Once committed, the host's open tabs update the bell.
  if (result.newConflicts > 0)
    await publishMessagingEvent(context.db, {
      type: 'notification.created',
      hostId: feed.hostId,
      count: result.newConflicts,
    });
  return result;
}

/** Feeds read at once by one run of the schedule: enough to overlap slow servers, few for two cores. */
const REFRESH_CONCURRENCY = 4;
/** Feeds one run reads at most; the rest are the oldest next time. */
const REFRESH_BATCH = 500;

/**
 * One run of the scheduled refresh: every feed not read for half an interval or more (never read
 * included), oldest first. Half, so a feed read just before a run is not read again at once, and
 * one read late is still read at the next run; another replica's run meanwhile finds the feeds it
 * just read fresh and leaves them.
 */
export async function runScheduledFeedRefresh(
  context: FeedRefreshContext,
  intervalMs: number,
): Promise<FeedRefreshResult[]> {
  const now = context.now?.() ?? new Date();
  const due = await repository.findFeedsDue(
    context.db,
    new Date(now.getTime() - intervalMs / 2),
    REFRESH_BATCH,
  );
  const results: FeedRefreshResult[] = [];
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const item = due[next++];
      if (item) results.push(await refreshFeed(context, item.feed));
    }
  };
  await Promise.all(Array.from({ length: Math.min(REFRESH_CONCURRENCY, due.length) }, worker));
  return results;
}

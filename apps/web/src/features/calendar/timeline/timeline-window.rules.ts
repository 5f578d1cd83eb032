import {
  CALENDAR_RANGE_PADDING_DAYS_AFTER,
  CALENDAR_RANGE_PADDING_DAYS_BEFORE,
} from '@hostdeck/contract/constants';

// The timeline's nights are calendar dates with no time zone (`YYYY-MM-DD`). Arithmetic runs on
// UTC midnights, where every day has 24 hours, so a daylight-saving change never shifts a column.

const DAY_MS = 86_400_000;

/** How many nights one timeline call reads: a quarter, so a scroll across a year makes four calls. */
export const TIMELINE_CHUNK_NIGHTS = 90;

/** How far the timeline reaches from its first night: two years, the longest range a call may cover. */
export const TIMELINE_SPAN_NIGHTS = 730;

const toUtc = (isoDate: string) =>
  Date.UTC(+isoDate.slice(0, 4), +isoDate.slice(5, 7) - 1, +isoDate.slice(8, 10));

const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addNights(isoDate: string, nights: number): string {
  return fromUtc(toUtc(isoDate) + nights * DAY_MS);
}

/** Nights from `from` to `to` (negative when `to` comes first). */
export function nightsBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** Saturday and Sunday, shaded on the timeline. */
export function isWeekend(isoDate: string): boolean {
  const weekday = new Date(toUtc(isoDate)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Today's date where the host is (their device's calendar day, not UTC's). */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** A chunk of nights one call reads: [dateFrom, dateTo). */
export interface NightChunk {
  index: number;
  dateFrom: string;
  dateTo: string;
}

export function chunkAt(origin: string, index: number): NightChunk {
  const start = index * TIMELINE_CHUNK_NIGHTS;
  const end = Math.min(start + TIMELINE_CHUNK_NIGHTS, TIMELINE_SPAN_NIGHTS);
  return { index, dateFrom: addNights(origin, start), dateTo: addNights(origin, end) };
}

/**
 * The chunks a view of columns [firstColumn, lastColumn] needs: the visible nights plus the
 * calendar's padding on each side (none before, two weeks after), so the next weeks are already
 * there when the host scrolls on. Chunks are fixed from the origin: a column is always read by
 * the same call, and a chunk once read is never asked for again with other bounds.
 */
export function chunksForColumns(origin: string, firstColumn: number, lastColumn: number): NightChunk[] {
  const from = Math.max(0, firstColumn - CALENDAR_RANGE_PADDING_DAYS_BEFORE);
  const to = Math.min(
    TIMELINE_SPAN_NIGHTS - 1,
    Math.max(from, lastColumn + CALENDAR_RANGE_PADDING_DAYS_AFTER),
  );
  const first = Math.floor(from / TIMELINE_CHUNK_NIGHTS);
  const last = Math.floor(to / TIMELINE_CHUNK_NIGHTS);
  const chunks: NightChunk[] = [];
  for (let index = first; index <= last; index += 1) chunks.push(chunkAt(origin, index));
  return chunks;
}

/** Where an entry's bar sits in columns from the origin, cut to the timeline's span; null when outside. */
export function barColumns(
  origin: string,
  entry: { dateFrom: string; dateTo: string },
): { start: number; end: number } | null {
  const start = Math.max(0, nightsBetween(origin, entry.dateFrom));
  const end = Math.min(TIMELINE_SPAN_NIGHTS, nightsBetween(origin, entry.dateTo));
  return end > start ? { start, end } : null;
}

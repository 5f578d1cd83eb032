import type { CalendarEntry } from '@hostdeck/contract/calendar/calendar.schemas';
import { addDays, daysBetween } from './calendar-dates';

/** The part of one entry drawn on one week row: the nights it covers there, on its own lane. */
export interface EntrySegment {
  entry: CalendarEntry;
  /** Column of the first night on this row (0-6). */
  start: number;
  /** Number of nights on this row. */
  span: number;
  /** Lane (line within the row) the bar sits on, so overlapping entries do not cover each other. */
  lane: number;
  /** The entry began on an earlier row. */
  continuesBefore: boolean;
  /** The entry goes on past this row. */
  continuesAfter: boolean;
}

/**
 * Lays the entries over the rows of a month view: each entry becomes one bar per week it touches,
 * spanning its nights [dateFrom, dateTo). Within a week, bars take the first lane free of the
 * bars already placed, the earlier and longer stays first, so the drawing does not depend on the
 * server's order.
 */
export function layoutWeek(week: readonly string[], entries: readonly CalendarEntry[]): EntrySegment[] {
  const weekStart = week[0];
  if (!weekStart) return [];
  const weekEnd = addDays(weekStart, week.length);
  const visible = entries
    .filter((entry) => entry.dateFrom < weekEnd && entry.dateTo > weekStart)
    .sort((a, b) => a.dateFrom.localeCompare(b.dateFrom) || b.dateTo.localeCompare(a.dateTo));
  const lanesEnd: number[] = [];
  return visible.map((entry) => {
    const from = entry.dateFrom < weekStart ? weekStart : entry.dateFrom;
    const to = entry.dateTo > weekEnd ? weekEnd : entry.dateTo;
    const start = daysBetween(weekStart, from);
    const span = daysBetween(from, to);
    let lane = lanesEnd.findIndex((end) => end <= start);
    if (lane === -1) lane = lanesEnd.length;
    lanesEnd[lane] = start + span;
    return {
      entry,
      start,
      span,
      lane,
      continuesBefore: entry.dateFrom < weekStart,
      continuesAfter: entry.dateTo > weekEnd,
    };
  });
}

/** The entries with a night inside [from, to), in date order (the list under the grid). */
export function entriesWithin(entries: readonly CalendarEntry[], from: string, to: string): CalendarEntry[] {
  return entries
    .filter((entry) => entry.dateFrom < to && entry.dateTo > from)
    .sort((a, b) => a.dateFrom.localeCompare(b.dateFrom));
}

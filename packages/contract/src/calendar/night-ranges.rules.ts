// Arithmetic on ranges of nights. A range is half-open, [dateFrom, dateTo): dateTo is the first night
// not in it (a stay's check-out day). Dates are ISO calendar dates (YYYY-MM-DD) with no time zone, so
// they compare as strings; day numbers count days since 1970-01-01 for the arithmetic.
import { CALENDAR_RANGE_PADDING_DAYS_AFTER, CALENDAR_RANGE_PADDING_DAYS_BEFORE } from '../constants';
import { CALENDAR_MAX_RANGE_NIGHTS } from './calendar.schemas';
import { isoDayOf } from './iso-day.rules';

export interface NightRange {
  dateFrom: string;
  dateTo: string;
}

const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of an ISO date. */
export function dayNumberOf(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY);
}

/** The ISO date of a day number. */
export function dateOfDayNumber(day: number): string {
  return isoDayOf(new Date(day * MS_PER_DAY));
}

/** The date `days` later (earlier when negative). */
export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumberOf(date) + days);
}

/** Weekday of a day number, 0 = Sunday … 6 = Saturday as check-in days count (1970-01-01 was a Thursday). */
export function weekdayOfDayNumber(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** How many nights the range has (0 when it is empty or reversed). */
export function nightCount(range: NightRange): number {
  return Math.max(0, dayNumberOf(range.dateTo) - dayNumberOf(range.dateFrom));
}

/** Every night of the range, in order. */
export function nightsOf(range: NightRange): string[] {
  const first = dayNumberOf(range.dateFrom);
  return Array.from({ length: nightCount(range) }, (_, index) => dateOfDayNumber(first + index));
}

/** Whether two ranges share a night; ranges that only touch (one ends where the other starts) do not. */
export function rangesOverlap(a: NightRange, b: NightRange): boolean {
  return a.dateFrom < b.dateTo && b.dateFrom < a.dateTo;
}

/** Whether two ranges share a night or follow each other without a gap (they merge into one). */
export function rangesTouch(a: NightRange, b: NightRange): boolean {
  return a.dateFrom <= b.dateTo && b.dateFrom <= a.dateTo;
}

/** Whether `inner`'s nights are all in `outer`. */
export function rangeContains(outer: NightRange, inner: NightRange): boolean {
  return outer.dateFrom <= inner.dateFrom && inner.dateTo <= outer.dateTo;
}

/** Overlapping and adjacent ranges joined into one each, empty ones dropped, in date order. */
export function mergeRanges(ranges: readonly NightRange[]): NightRange[] {
  const sorted = ranges
    .filter((range) => range.dateFrom < range.dateTo)
    .map((range) => ({ dateFrom: range.dateFrom, dateTo: range.dateTo }))
    .sort((a, b) => (a.dateFrom < b.dateFrom ? -1 : a.dateFrom > b.dateFrom ? 1 : 0));
  const merged: NightRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.dateFrom <= last.dateTo) {
      if (range.dateTo > last.dateTo) last.dateTo = range.dateTo;
    } else {
      merged.push(range);
    }
  }
  return merged;
}

/** The nights of `ranges` outside `cut`: a range around the cut splits in two, one inside it goes. */
export function subtractRange(ranges: readonly NightRange[], cut: NightRange): NightRange[] {
  return ranges.flatMap((range) => {
    if (!rangesOverlap(range, cut)) return range.dateFrom < range.dateTo ? [{ ...range }] : [];
    const pieces: NightRange[] = [];
    if (range.dateFrom < cut.dateFrom) pieces.push({ dateFrom: range.dateFrom, dateTo: cut.dateFrom });
    if (cut.dateTo < range.dateTo) pieces.push({ dateFrom: cut.dateTo, dateTo: range.dateTo });
    return pieces;
  });
}

/** The range a calendar view reads for the range it shows: padded before and after (spec §9). */
export function paddedRange(
  range: NightRange,
  before: number = CALENDAR_RANGE_PADDING_DAYS_BEFORE,
  after: number = CALENDAR_RANGE_PADDING_DAYS_AFTER,
): NightRange {
  return { dateFrom: addDays(range.dateFrom, -before), dateTo: addDays(range.dateTo, after) };
}

/** Whether one calendar call would read or edit more nights than it may (CALENDAR_MAX_RANGE_NIGHTS). */
export function isRangeTooLong(range: NightRange): boolean {
  return nightCount(range) > CALENDAR_MAX_RANGE_NIGHTS;
}

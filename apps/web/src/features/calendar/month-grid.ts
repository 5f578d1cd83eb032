import {
  CALENDAR_RANGE_PADDING_DAYS_AFTER,
  CALENDAR_RANGE_PADDING_DAYS_BEFORE,
} from '@hostdeck/contract/constants';
import type { NightsRange } from '@hostdeck/contract/calendar/calendar.schemas';
import { addDays, firstOfMonth, isoWeekday, addMonths, type MonthKey } from './calendar-dates';

/**
 * The weeks a month view shows: whole weeks starting on the locale's first weekday (ISO 1-7),
 * from the week holding the 1st to the week holding the last day, with the neighbouring months'
 * days filling the first and last weeks.
 */
export function monthWeeks(month: MonthKey, firstWeekday: number): string[][] {
  const first = firstOfMonth(month);
  const lead = (isoWeekday(first) - firstWeekday + 7) % 7;
  const start = addDays(first, -lead);
  const next = firstOfMonth(addMonths(month, 1));
  const weeks: string[][] = [];
  for (let day = start; day < next; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(day, index)));
  }
  return weeks;
}

/**
 * The nights one calendar call reads for a month view: every day the grid shows, and the padding
 * after it (stays that start on the last days reach into it), as a half-open range.
 */
export function monthFetchRange(weeks: readonly string[][]): NightsRange {
  const firstDay = weeks[0]?.[0] ?? '';
  const lastDay = weeks.at(-1)?.at(-1) ?? firstDay;
  return {
    dateFrom: addDays(firstDay, -CALENDAR_RANGE_PADDING_DAYS_BEFORE),
    dateTo: addDays(lastDay, 1 + CALENDAR_RANGE_PADDING_DAYS_AFTER),
  };
}

/** The weekday names' order for the header row: ISO weekdays from the locale's first one. */
export function weekdayOrder(firstWeekday: number): number[] {
  return Array.from({ length: 7 }, (_, index) => ((firstWeekday - 1 + index) % 7) + 1);
}

import type {
  CalendarDay,
  NightsRange,
  UnitCalendarResponse,
} from '@hostdeck/contract/calendar/calendar.schemas';

/** A range edit as the month view shows it before the server answers. */
export type NightsChange =
  | { kind: 'block' }
  | { kind: 'unblock' }
  | { kind: 'price'; nightly: number | null }
  | { kind: 'stay'; minStayNights: number | null; maxStayNights: number | null };

function patchDay(day: CalendarDay, change: NightsChange): CalendarDay {
  switch (change.kind) {
    // Only free nights become manual blocks, and only manual blocks become free: a stay, an
    // imported block or a closed calendar is not the host's click to change.
    case 'block':
      return day.availability === 'available'
        ? { ...day, availability: 'blocked', blockedReason: 'manual' }
        : day;
    case 'unblock':
      return day.blockedReason === 'manual'
        ? { ...day, availability: 'available', blockedReason: null }
        : day;
    case 'price':
      // Putting the default back is the server's to work out (base price or season): the night
      // keeps its price until the refetch.
      return change.nightly === null
        ? day
        : { ...day, nightly: change.nightly, promotedNightly: null, priceSource: 'override' };
    case 'stay':
      return {
        ...day,
        minStayNights: change.minStayNights ?? day.minStayNights,
        maxStayNights: change.maxStayNights ?? day.maxStayNights,
      };
  }
}

/** The calendar with the nights of `range` changed as the edit will change them. */
export function patchCalendarDays(
  calendar: UnitCalendarResponse,
  range: NightsRange,
  change: NightsChange,
): UnitCalendarResponse {
  return {
    ...calendar,
    days: calendar.days.map((day) =>
      day.date >= range.dateFrom && day.date < range.dateTo ? patchDay(day, change) : day,
    ),
  };
}

import type {
  TimelineEntry,
  TimelineResponse,
  TimelineUnit,
} from '@hostdeck/contract/calendar/calendar.schemas';
import { addNights, nightsBetween } from './timeline-window.rules';

/** A timeline entry for tests: a booking unless told otherwise. */
export function entryOf(id: string, dateFrom: string, dateTo: string, extra: Partial<TimelineEntry> = {}) {
  return {
    id,
    dateFrom,
    dateTo,
    source: 'booking',
    label: 'Guest',
    conflict: false,
    ...extra,
  } as TimelineEntry;
}

/** A unit row of `nights` nights at `price`, minimum stay 2. */
export function unitOf(unitId: string, nights: number, extra: Partial<TimelineUnit> = {}): TimelineUnit {
  return {
    unitId,
    title: `Unit ${unitId}`,
    propertyId: 'p1',
    propertyTitle: 'Villa',
    currency: 'EUR',
    calendarStatus: 'AVAILABLE',
    nightly: new Array<number | null>(nights).fill(100),
    minStayNights: new Array<number>(nights).fill(2),
    entries: [],
    ...extra,
  };
}

/** A chunk of the timeline call's answer from `dateFrom`, `nights` long, with the given units. */
export function chunkOf(
  dateFrom: string,
  nights: number,
  units: (nights: number) => TimelineUnit[],
): TimelineResponse {
  const dateTo = addNights(dateFrom, nights);
  const list = units(nightsBetween(dateFrom, dateTo));
  return { dateFrom, dateTo, units: list, total: list.length };
}

import type { CalendarHolds } from '@hostdeck/contract/calendar/calendar-days.rules';
import type {
  CalendarBookingStatus,
  CalendarEntrySource,
} from '@hostdeck/contract/calendar/calendar-statuses.schemas';
import type {
  CalendarEntry,
  TimelineEntry,
  Unavailability,
} from '@hostdeck/contract/calendar/calendar.schemas';
import { rangesOverlap, type NightRange } from '@hostdeck/contract/calendar/night-ranges.rules';
import { isSameChannelStay } from '@hostdeck/contract/calendar/same-stay.rules';
import type { BookingStatus } from '@hostdeck/contract/reservations/booking.schemas';
import type { BookingSource } from '../../db/schema/reservations.table';
import type { CalendarFacts } from './calendar.repository';

/** One unit's share of the facts read for many units. */
export type UnitFacts = Omit<CalendarFacts, 'seasons' | 'settings' | 'promotions'>;

/** An entry before grouping, with what the timeline labels it by. */
interface FlatEntry {
  entry: CalendarEntry;
  label: string;
  /** Whether it keeps the unit's nights from being booked (a pending inquiry does not). */
  holds: boolean;
}

/** A booking's status as the calendar spells it: a completed stay shows as the confirmed stay it was. */
const CALENDAR_STATUS_OF_BOOKING: Record<BookingStatus, CalendarBookingStatus> = {
  CONFIRMED: 'CONFIRMED',
  COMPLETED: 'CONFIRMED',
  IN_REVIEW_COLLECTION: 'IN_REVIEW_COLLECTION',
  REVIEW_COLLECTED: 'REVIEW_COLLECTED',
  NO_REVIEW_COLLECTED: 'NO_REVIEW_COLLECTED',
  // Not read (cancelled bookings free their nights and leave the calendar); here for completeness.
  CANCELLED: 'REJECTED',
  CANCELLED_BY_GUEST: 'REJECTED',
  CANCELLED_BY_OWNER: 'REJECTED',
};

/** The entry source of a booking: a confirmed inquiry's, a channel's, or a booking. */
function sourceOfBooking(source: BookingSource, fromInquiry: boolean): CalendarEntrySource {
  if (fromInquiry || source === 'inquiry') return 'inquiry_confirmed';
  return source === 'external' ? 'channel' : 'booking';
}

const nameOf = (first: string, last: string) => `${first} ${last}`.trim();

/** The parts of an entry its kind leaves empty. */
const blank = (): Omit<CalendarEntry, 'id' | 'dateFrom' | 'dateTo' | 'source'> => ({
  booking: null,
  bookingRequest: null,
  inquiry: null,
  children: [],
  external: null,
  conflict: false,
});

/** Every stay and block of one unit as a calendar entry, not grouped yet, in date order. */
function flatEntriesOf(facts: UnitFacts, window: NightRange): FlatEntry[] {
  const flat: FlatEntry[] = [];
  for (const row of facts.bookings) {
    const guestName = nameOf(row.guestFirstName, row.guestLastName);
    flat.push({
      entry: {
        ...blank(),
        id: row.publicId,
        dateFrom: row.checkIn,
        dateTo: row.checkOut,
        source: sourceOfBooking(row.source, row.inquiryPublicId !== null),
        booking: { id: row.publicId, status: CALENDAR_STATUS_OF_BOOKING[row.status], guestName },
        inquiry:
          row.inquiryPublicId && row.inquiryStatus
            ? { id: row.inquiryPublicId, status: row.inquiryStatus, guestName }
            : null,
      },
      label: guestName,
      holds: true,
    });
  }
  for (const row of facts.requests) {
    const guestName = nameOf(row.guestFirstName, row.guestLastName);
    flat.push({
      entry: {
        ...blank(),
        id: row.publicId,
        dateFrom: row.checkIn,
        dateTo: row.checkOut,
        source: 'booking_request',
        bookingRequest: { id: row.publicId, status: 'REQUESTED', guestName },
      },
      label: guestName,
      holds: true,
    });
  }
  for (const row of facts.inquiries) {
    const guestName = nameOf(row.customerFirstName, row.customerLastName);
    const pending = row.status === 'REQUESTED' || row.status === 'ACTION_NEEDED';
    flat.push({
      entry: {
        ...blank(),
        id: row.publicId,
        dateFrom: row.checkIn,
        dateTo: row.checkOut,
        source: pending ? 'inquiry' : 'inquiry_confirmed',
        inquiry: { id: row.publicId, status: row.status, guestName },
      },
      label: guestName,
      holds: !pending,
    });
  }
  // A block of a channel's feed that is a booking the same channel delivered (same key, same
  // nights) is that booking listed twice: the calendar draws the booking only, unflagged.
  const delivered = facts.bookings.map((row) => ({
    dateFrom: row.checkIn,
    dateTo: row.checkOut,
    channelKeyId: row.channelKeyId,
  }));
  for (const row of facts.blocks) {
    const external = row.source === 'external';
    if (external && delivered.some((booking) => isSameChannelStay(row, booking))) continue;
    const channel = row.feedName ?? 'iCal';
    flat.push({
      entry: {
        ...blank(),
        id: row.id,
        dateFrom: row.dateFrom,
        dateTo: row.dateTo,
        source: external ? 'external' : 'manual',
        external: external ? { channel, reference: row.summary } : null,
      },
      label: external ? channel : '',
      holds: true,
    });
  }
  // Stays were read from before the window too (for preparation nights); only those in it are drawn.
  const shown = flat.filter((item) => rangesOverlap(item.entry, window));
  // A double booking: an entry over a confirmed booking's nights is flagged, and so is the booking
  // when something else that holds nights (not a pending inquiry) lies over it.
  const confirmed = shown.filter((item) => item.entry.booking !== null).map((item) => item.entry);
  const holding = shown.filter((item) => item.holds).map((item) => item.entry);
  for (const item of shown) {
    const { entry } = item;
    const others = entry.booking !== null ? holding : confirmed;
    entry.conflict = others.some((other) => other !== entry && rangesOverlap(other, entry));
  }
  return shown.sort((a, b) => compareRanges(a.entry, b.entry));
}

function compareRanges(a: NightRange & { id: string }, b: NightRange & { id: string }): number {
  if (a.dateFrom !== b.dateFrom) return a.dateFrom < b.dateFrom ? -1 : 1;
  if (a.dateTo !== b.dateTo) return a.dateTo < b.dateTo ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Entries that overlap each other (directly or through a chain of overlaps) drawn as one `multi`
 * entry spanning them all, with them as its children; the others as they are.
 */
function groupOverlapping(entries: readonly CalendarEntry[]): CalendarEntry[] {
  const grouped: CalendarEntry[] = [];
  let group: CalendarEntry[] = [];
  let groupEnd = '';
  const flush = () => {
    const [first] = group;
    if (!first) return;
    if (group.length === 1) {
      grouped.push(first);
    } else {
      grouped.push({
        ...blank(),
        id: `multi-${first.id}`,
        dateFrom: first.dateFrom,
        dateTo: groupEnd,
        source: 'multi',
        children: group,
        conflict: group.some((child) => child.conflict),
      });
    }
    group = [];
  };
  for (const entry of entries) {
    if (group.length > 0 && entry.dateFrom >= groupEnd) flush();
    if (group.length === 0 || entry.dateTo > groupEnd) groupEnd = entry.dateTo;
    group.push(entry);
  }
  flush();
  return grouped;
}

export interface UnitEntries {
  /** As the month view draws them: overlapping ones grouped under `multi`. */
  entries: CalendarEntry[];
  /** The ranges that keep nights from being booked, one per stay or block. */
  items: Omit<Unavailability, 'unitId'>[];
  /** As the timeline draws them: one bar per stay or block. */
  timeline: TimelineEntry[];
  /** What holds the unit's nights, for the day resolution (stays from before the window included). */
  holds: CalendarHolds;
}

/** One unit's entries over the window and what holds its nights. */
export function unitEntriesOf(facts: UnitFacts, window: NightRange): UnitEntries {
  const flat = flatEntriesOf(facts, window);
  const stays: NightRange[] = [
    ...facts.bookings.map((row) => ({ dateFrom: row.checkIn, dateTo: row.checkOut })),
    ...facts.requests.map((row) => ({ dateFrom: row.checkIn, dateTo: row.checkOut })),
    ...facts.inquiries
      .filter((row) => row.status !== 'REQUESTED' && row.status !== 'ACTION_NEEDED')
      .map((row) => ({ dateFrom: row.checkIn, dateTo: row.checkOut })),
  ];
  const blocksOf = (source: 'manual' | 'external') =>
    facts.blocks
      .filter((row) => row.source === source)
      .map((row) => ({ dateFrom: row.dateFrom, dateTo: row.dateTo }));
  return {
    entries: groupOverlapping(flat.map((item) => item.entry)),
    items: flat
      .filter((item) => item.holds)
      .map(({ entry }) => ({ dateFrom: entry.dateFrom, dateTo: entry.dateTo, source: entry.source })),
    timeline: flat.map(({ entry, label }) => ({
      id: entry.id,
      dateFrom: entry.dateFrom,
      dateTo: entry.dateTo,
      source: entry.source,
      label,
      conflict: entry.conflict,
    })),
    holds: { stays, manual: blocksOf('manual'), external: blocksOf('external') },
  };
}

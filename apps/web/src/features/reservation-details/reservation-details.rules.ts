import { isoDayOf } from '@hostdeck/contract/calendar/iso-day.rules';
import type { BookingCancelReason, BookingStatus } from '@hostdeck/contract/reservations/booking.schemas';
import type {
  BookingRequestRejectReason,
  BookingRequestStatus,
} from '@hostdeck/contract/reservations/booking-request.schemas';
import type { InquiryStatus } from '@hostdeck/contract/reservations/inquiry.schemas';
import type { GuestCount } from '@hostdeck/contract/reservations/reservation-parts.schemas';

// What the detail pages decide from an answer, apart from rendering it: which answers a host may
// still give, how long the stay is, and which details a reason offers.

const DAY_MS = 86_400_000;

/** Nights between two calendar dates (`2026-06-01` to `2026-06-05` is 4); never negative. */
export function nightsOfStay(checkIn: string, checkOut: string): number {
  const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / DAY_MS);
  return Number.isFinite(nights) ? Math.max(0, nights) : 0;
}

/** Everyone who comes along, infants included: what the host prepares the place for. */
export function partySize(guests: GuestCount): number {
  return guests.adults + guests.children + guests.infants;
}

/** Only a pending request waits for the host; any other status is an answer already given. */
export function canAnswerRequest(status: BookingRequestStatus): boolean {
  return status === 'REQUESTED';
}

/** An inquiry flagged as needing action is still the same open question, only overdue. */
export function canAnswerInquiry(status: InquiryStatus): boolean {
  return status === 'REQUESTED' || status === 'ACTION_NEEDED';
}

/**
 * A confirmed stay can be called off until its last day; the server holds the same line and answers
 * a conflict past it, so offering the button later would only lead to an error.
 */
export function canCancelBooking(
  booking: { status: BookingStatus; checkOut: string },
  today: string = isoDayOf(new Date()),
): boolean {
  return booking.status === 'CONFIRMED' && booking.checkOut >= today;
}

const CANCELLED_STATUSES: readonly BookingStatus[] = [
  'CANCELLED',
  'CANCELLED_BY_GUEST',
  'CANCELLED_BY_OWNER',
];

/** A cancelled booking no longer takes its nights, so it is not offered for the host's calendar. */
export function canAddToCalendar(booking: { status: BookingStatus }): boolean {
  return !CANCELLED_STATUSES.includes(booking.status);
}

/**
 * The details a host may add to a reason. The server stores any short code; these are the ones we
 * offer, so the reasons read alike across hosts. A reason without an entry has no details.
 */
export const requestRejectSubReasons: Partial<Record<BookingRequestRejectReason, readonly string[]>> = {
  OUTDATED_BOOKING_CALENDAR: ['BOOKED_ELSEWHERE', 'BLOCKED_FOR_OWN_USE'],
  RATES_MISMATCH: ['SEASON_PRICE', 'MISSING_FEES'],
  PROPERTY_IN_BAD_CONDITION: ['DAMAGE', 'RENOVATION'],
};

export const cancelSubReasons: Partial<Record<BookingCancelReason, readonly string[]>> = {
  GUEST_REQUEST: ['CHANGE_OF_PLANS', 'ILLNESS'],
  PROPERTY_UNAVAILABLE: ['WATER_DAMAGE', 'RENOVATION', 'BLOCKED_FOR_OWN_USE'],
  PROPERTY_IN_BAD_CONDITION: ['DAMAGE', 'RENOVATION'],
};

/**
 * A request's explanation travels with reason OTHER or with a detail (buildRequestRejectPayload
 * drops it otherwise), so the field is shown only then, and required only with OTHER.
 */
export function requestExplanationShown(reason: BookingRequestRejectReason | undefined, subReason: string) {
  return reason === 'OTHER' || subReason !== '';
}

/** The guest as the host addresses them; either part may be missing in older records. */
export function guestName(guest: { firstName: string; lastName: string }): string {
  return `${guest.firstName} ${guest.lastName}`.trim();
}

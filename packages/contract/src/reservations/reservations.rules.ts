import type { BookingCancelReason, BookingStatus, CancelBookingBody } from './booking.schemas';
import type {
  BookingRequestRejectReason,
  BookingRequestStatus,
  RejectBookingRequestBody,
} from './booking-request.schemas';
import type { InquiryRejectReason, InquiryStatus, RejectInquiryBody } from './inquiry.schemas';
import type { ReservationSortField, ReservationSortKey, SortDirection } from './reservation-list.schemas';

/** Guests sorts by firstName then lastName, bookingDate by createdAt; the rest by themselves. */
export function sortKeyToFields(key: ReservationSortKey): ReservationSortField[] {
  switch (key) {
    case 'guests':
      return ['firstName', 'lastName'];
    case 'bookingDate':
      return ['createdAt'];
    default:
      return [key];
  }
}

/** The `sorting` query object for a sort key and direction (`sorting[firstName]=asc&...`). */
export function sortingQuery(key: ReservationSortKey, direction: SortDirection) {
  return Object.fromEntries(sortKeyToFields(key).map((field) => [field, direction])) as Partial<
    Record<ReservationSortField, SortDirection>
  >;
}

function nonEmpty(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** An explanation goes with reason OTHER, or with a sub-reason; never when empty. */
export function buildRequestRejectPayload(input: {
  reason: BookingRequestRejectReason;
  subReason?: string | null;
  explanation?: string | null;
}): RejectBookingRequestBody {
  const subReason = nonEmpty(input.subReason);
  const explanation = nonEmpty(input.explanation);
  const carriesExplanation = input.reason === 'OTHER' || subReason !== undefined;
  return {
    reason: input.reason,
    ...(subReason !== undefined && { subReason }),
    ...(carriesExplanation && explanation !== undefined && { explanation }),
  };
}

/** The explanation is sent only with reason OTHER; an empty message is left out. */
export function buildInquiryRejectPayload(input: {
  reason: InquiryRejectReason;
  explanation?: string | null;
  message?: string | null;
}): RejectInquiryBody {
  const explanation = nonEmpty(input.explanation);
  const message = nonEmpty(input.message);
  return {
    reason: input.reason,
    ...(input.reason === 'OTHER' && explanation !== undefined && { explanation }),
    ...(message !== undefined && { message }),
  };
}

/** The cancel explanation is omitted when empty. */
export function buildCancelBookingPayload(input: {
  reason: BookingCancelReason;
  subReason?: string | null;
  explanation?: string | null;
}): CancelBookingBody {
  const subReason = nonEmpty(input.subReason);
  const explanation = nonEmpty(input.explanation);
  return {
    reason: input.reason,
    ...(subReason !== undefined && { subReason }),
    ...(explanation !== undefined && { explanation }),
  };
}

/** A confirm or reject lowers the pending count by one, never below zero. */
export function decrementPendingCount(count: number): number {
  return Math.max(0, count - 1);
}

/** REQUESTED is displayed as pending. */
export function bookingRequestDisplayStatus(status: BookingRequestStatus) {
  return status === 'REQUESTED' ? 'pending' : (status.toLowerCase() as 'rejected' | 'expired' | 'confirmed');
}

const BOOKING_DISPLAY = {
  CONFIRMED: 'confirmed',
  CANCELLED: 'cancelled',
  CANCELLED_BY_GUEST: 'cancelledByGuest',
  CANCELLED_BY_OWNER: 'cancelledByOwner',
  COMPLETED: 'completed',
  IN_REVIEW_COLLECTION: 'reviewCollection',
  REVIEW_COLLECTED: 'reviewCollected',
  NO_REVIEW_COLLECTED: 'noReviewCollected',
} as const satisfies Record<BookingStatus, string>;
export type BookingDisplayStatus = (typeof BOOKING_DISPLAY)[BookingStatus];

/**
 * How a booking's status reads in the lists and their files. Nothing moves a confirmed booking on
 * when its stay ends, and the server lists such a stay under "completed": it reads as completed.
 */
export function bookingDisplayStatus(
  booking: { status: BookingStatus; checkOut: string },
  today: string,
): BookingDisplayStatus {
  if (booking.status === 'CONFIRMED' && booking.checkOut < today) return BOOKING_DISPLAY.COMPLETED;
  return BOOKING_DISPLAY[booking.status];
}

const INQUIRY_DISPLAY = {
  REQUESTED: 'requested',
  ACTION_NEEDED: 'actionNeeded',
  CONFIRMED: 'confirmed',
  IN_REVIEW_COLLECTION: 'reviewCollection',
  REVIEW_COLLECTED: 'reviewCollected',
  NO_REVIEW_COLLECTED: 'noReviewCollected',
  EXPIRED_CHECKOUT: 'expiredCheckout',
  REJECTED: 'rejected',
} as const satisfies Record<InquiryStatus, string>;
export type InquiryDisplayStatus = (typeof INQUIRY_DISPLAY)[InquiryStatus];

/** How an inquiry's status is displayed to the host. */
export function inquiryDisplayStatus(status: InquiryStatus): InquiryDisplayStatus {
  return INQUIRY_DISPLAY[status];
}

/**
 * Booking statuses come in three spellings (CONFIRMED, Confirmed, confirmed; "Cancelled
 * by guest"...); this reads any of them into our one upper-case set, or null when unknown.
 */
export function normaliseBookingStatus(raw: string): BookingStatus | null {
  const key = raw
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/[\s-]+/g, '_')
    .toUpperCase();
  const aliases: Record<string, BookingStatus> = {
    CONFIRMED: 'CONFIRMED',
    COMPLETED: 'COMPLETED',
    CANCELLED: 'CANCELLED',
    CANCELLED_BY_GUEST: 'CANCELLED_BY_GUEST',
    CANCELLED_BY_OWNER: 'CANCELLED_BY_OWNER',
    IN_REVIEW_COLLECTION: 'IN_REVIEW_COLLECTION',
    REVIEW_COLLECTION: 'IN_REVIEW_COLLECTION',
    REVIEW_COLLECTED: 'REVIEW_COLLECTED',
    NO_REVIEW_COLLECTED: 'NO_REVIEW_COLLECTED',
  };
  return aliases[key] ?? null;
}

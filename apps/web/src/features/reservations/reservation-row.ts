import type { Pagination } from '@hostdeck/contract/http/pagination.schemas';
import type { Booking } from '@hostdeck/contract/reservations/booking.schemas';
import type { BookingRequest } from '@hostdeck/contract/reservations/booking-request.schemas';
import type { Inquiry } from '@hostdeck/contract/reservations/inquiry.schemas';
import type { GuestCount, Money } from '@hostdeck/contract/reservations/reservation-parts.schemas';
import {
  bookingDisplayStatus,
  bookingRequestDisplayStatus,
  inquiryDisplayStatus,
} from '@hostdeck/contract/reservations/reservations.rules';
import { paths } from '@/app/paths';

// One row of any reservations list. Requests, bookings and inquiries answer in three shapes; the
// table and the cards read this one, so each shape is read in one place.

/** How a status badge looks: the one that needs the host's action stands out as an error. */
export type StatusTone = 'waiting' | 'positive' | 'finished' | 'closed' | 'actionNeeded';

export interface ReservationRow {
  id: string;
  href: string;
  guestName: string;
  /** The unit's public id, the value the unit filter takes. */
  unitId: string;
  unitTitle: string | null;
  checkIn: string;
  checkOut: string;
  guests: GuestCount;
  /** Inquiries carry no price. */
  price: Money | null;
  /** A key under `reservations:status`. */
  statusKey: string;
  tone: StatusTone;
  createdAt: string;
}

export interface ReservationListPage {
  rows: ReservationRow[];
  pagination: Pagination;
}

const toneOf: Record<string, StatusTone> = {
  'request.pending': 'waiting',
  'request.confirmed': 'positive',
  'request.rejected': 'closed',
  'request.expired': 'closed',
  'booking.confirmed': 'positive',
  'booking.cancelled': 'closed',
  'booking.cancelledByGuest': 'closed',
  'booking.cancelledByOwner': 'closed',
  'booking.completed': 'finished',
  'booking.reviewCollection': 'finished',
  'booking.reviewCollected': 'finished',
  'booking.noReviewCollected': 'finished',
  'inquiry.requested': 'waiting',
  'inquiry.actionNeeded': 'actionNeeded',
  'inquiry.confirmed': 'positive',
  'inquiry.reviewCollection': 'finished',
  'inquiry.reviewCollected': 'finished',
  'inquiry.noReviewCollected': 'finished',
  'inquiry.expiredCheckout': 'closed',
  'inquiry.rejected': 'closed',
};

function status(statusKey: string) {
  return { statusKey, tone: toneOf[statusKey] ?? 'closed' };
}

/** The key of a booking's status in the lists: a confirmed stay that has ended reads as completed. */
export function bookingStatusKey(booking: Pick<Booking, 'status' | 'checkOut'>, today: string): string {
  return `booking.${bookingDisplayStatus(booking, today)}`;
}

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

export function requestRow(request: BookingRequest): ReservationRow {
  return {
    id: request.id,
    href: paths.bookingRequestDetails(request.id),
    guestName: fullName(request.guest),
    unitId: request.propertyUnitSummary.publicId,
    unitTitle: request.propertyUnitSummary.title,
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    guests: request.guests,
    price: request.totalPrice,
    ...status(`request.${bookingRequestDisplayStatus(request.status)}`),
    createdAt: request.createdAt,
  };
}

export function bookingRow(booking: Booking, today: string): ReservationRow {
  return {
    id: booking.id,
    href: paths.bookingDetails(booking.id),
    guestName: fullName(booking.guest),
    unitId: booking.propertyUnitSummary.publicId,
    unitTitle: booking.propertyUnitSummary.title,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    guests: booking.guests,
    price: booking.totalPrice,
    ...status(bookingStatusKey(booking, today)),
    createdAt: booking.createdAt,
  };
}

export function inquiryRow(inquiry: Inquiry): ReservationRow {
  return {
    id: inquiry.id,
    href: paths.inquiry(inquiry.id),
    guestName: fullName(inquiry.customer),
    unitId: inquiry.propertyUnitSummary.publicId,
    unitTitle: inquiry.propertyUnitSummary.title,
    checkIn: inquiry.checkIn,
    checkOut: inquiry.checkOut,
    guests: inquiry.guests,
    price: null,
    ...status(`inquiry.${inquiryDisplayStatus(inquiry.status)}`),
    createdAt: inquiry.createdAt,
  };
}

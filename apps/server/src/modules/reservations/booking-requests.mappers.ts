import type { BookingRequest } from '@hostdeck/contract/reservations/booking-request.schemas';
import type { BookingRequestRow, NewBookingRow } from '../../db/schema/reservations.table';
import type { BookingRequestView } from './booking-requests.repository';
import { breakdownOf, guestOf, partyOf, priceOf, unitSummaryOf } from './reservation-parts.mappers';

export function toBookingRequest(view: BookingRequestView, thumbnail: string | null): BookingRequest {
  const { request } = view;
  return {
    id: request.publicId,
    status: request.status,
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    propertyUnitSummary: unitSummaryOf(view.unit, view.propertyPublicId, thumbnail),
    guest: guestOf(request),
    guests: partyOf(request),
    totalPrice: priceOf(request),
    priceBreakdown: breakdownOf(request),
    paymentOption: request.paymentOption,
    message: request.guestMessage,
    createdAt: request.createdAt.toISOString(),
    expiresAt: request.expiresAt.toISOString(),
    bookingId: view.bookingPublicId,
    rejectReason: request.rejectReason,
  };
}

/**
 * The booking a confirmed request becomes: the same guest, stay and price (its breakdown and payment
 * option too, as the guest was charged), on the same unit.
 */
export function bookingFromRequest(request: BookingRequestRow, at: Date): NewBookingRow {
  return {
    hostId: request.hostId,
    unitId: request.unitId,
    guestFirstName: request.guestFirstName,
    guestLastName: request.guestLastName,
    guestEmail: request.guestEmail,
    guestPhone: request.guestPhone,
    guestCountryCode: request.guestCountryCode,
    guests: request.guests,
    children: request.children,
    infants: request.infants,
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    totalPrice: request.totalPrice,
    currency: request.currency,
    priceBreakdown: request.priceBreakdown,
    status: 'CONFIRMED',
    source: 'booking_request',
    // A request a channel delivered stays that channel's stay (decision 0045).
    channelKeyId: request.channelKeyId,
    paymentOption: request.paymentOption,
    guestMessage: request.guestMessage,
    createdAt: at,
    updatedAt: at,
  };
}

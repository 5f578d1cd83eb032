import { z } from 'zod';
import { bookingTypeSchema, paymentOptionSchema } from '../properties/property-unit-options.schemas';
import { priceBreakdownSchema } from './price-breakdown.schemas';
import {
  bookingPartyRoleSchema,
  guestCountSchema,
  moneySchema,
  propertyUnitSummarySchema,
  reservationGuestSchema,
} from './reservation-parts.schemas';

/**
 * Booking status as our API writes it: the upper-case set, with the "cancelled by guest /
 * by owner" variants spelt out. The mixed- and lower-case spellings older data also uses are read by
 * normaliseBookingStatus (reservations.rules).
 */
export const bookingStatusSchema = z.enum([
  'CONFIRMED',
  'CANCELLED',
  'CANCELLED_BY_GUEST',
  'CANCELLED_BY_OWNER',
  'COMPLETED',
  'IN_REVIEW_COLLECTION',
  'REVIEW_COLLECTED',
  'NO_REVIEW_COLLECTED',
]);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const bookingSchema = z.object({
  id: z.string(),
  bookingCode: z.string(),
  status: bookingStatusSchema,
  checkIn: z.string(),
  checkOut: z.string(),
  propertyUnitSummary: propertyUnitSummarySchema,
  guest: reservationGuestSchema,
  guests: guestCountSchema,
  totalPrice: moneySchema,
  /** Null when the booking came with a total only (a channel's, or older rows). */
  priceBreakdown: priceBreakdownSchema.nullable(),
  /** How the guest chose to pay; null when not known. */
  paymentOption: paymentOptionSchema.nullable(),
  bookingType: bookingTypeSchema,
  createdAt: z.string(),
  cancelledBy: bookingPartyRoleSchema.nullable(),
  cancelledAt: z.string().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** Cancel reasons are not listed in the spec; ours. */
export const bookingCancelReasonSchema = z.enum([
  'GUEST_REQUEST',
  'PROPERTY_UNAVAILABLE',
  'OVERBOOKING',
  'PROPERTY_IN_BAD_CONDITION',
  'OTHER',
]);
export type BookingCancelReason = z.infer<typeof bookingCancelReasonSchema>;

const subReasonSchema = z.string().trim().min(1).max(64);
const explanationSchema = z.string().trim().max(2000);

/** POST /api/app/bookings/{id}/cancel; an empty explanation is omitted. */
export const cancelBookingBodySchema = z
  .object({
    reason: bookingCancelReasonSchema,
    subReason: subReasonSchema.optional(),
    explanation: explanationSchema.optional(),
  })
  .strict();
export type CancelBookingBody = z.infer<typeof cancelBookingBodySchema>;

/**
 * OTHER says nothing by itself: the host has to add a few words. The server checks this itself, so
 * its refusal carries `reservations.explanationRequired` on the field; forms use the same rule.
 */
export function isCancelExplanationMissing(body: {
  reason: BookingCancelReason;
  explanation?: string | null | undefined;
}): boolean {
  return body.reason === 'OTHER' && (body.explanation ?? '').trim() === '';
}

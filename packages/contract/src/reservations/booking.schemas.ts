import { z } from 'zod';
import { bookingTypeSchema } from '../properties/property-unit-options.schemas';
import { bookingPartyRoleSchema } from './reservation-parts.schemas';
import {
  bookedStayFields,
  decisionExplanationSchema,
  decisionSubReasonSchema,
} from './reservation-stay.schemas';

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
  ...bookedStayFields,
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

/** POST /api/app/bookings/{id}/cancel; an empty explanation is omitted. */
export const cancelBookingBodySchema = z
  .object({
    reason: bookingCancelReasonSchema,
    subReason: decisionSubReasonSchema.optional(),
    explanation: decisionExplanationSchema.optional(),
  })
  .strict();
export type CancelBookingBody = z.infer<typeof cancelBookingBodySchema>;

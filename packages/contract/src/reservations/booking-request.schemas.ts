import { z } from 'zod';
import {
  bookedStayFields,
  decisionExplanationSchema,
  decisionSubReasonSchema,
  isOtherReasonUnexplained,
} from './reservation-stay.schemas';

// REQUESTED is displayed as pending.
export const bookingRequestStatusSchema = z.enum(['REQUESTED', 'REJECTED', 'EXPIRED', 'CONFIRMED']);
export type BookingRequestStatus = z.infer<typeof bookingRequestStatusSchema>;

// Booking request rejection reasons
export const bookingRequestRejectReasonSchema = z.enum([
  'OUTDATED_BOOKING_CALENDAR',
  'RATES_MISMATCH',
  'PROPERTY_IN_BAD_CONDITION',
  'SELF_MANAGED_BOOKING',
  'OTHER',
]);
export type BookingRequestRejectReason = z.infer<typeof bookingRequestRejectReasonSchema>;

export const bookingRequestSchema = z.object({
  id: z.string(),
  status: bookingRequestStatusSchema,
  ...bookedStayFields,
  message: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The booking made when the request was confirmed. */
  bookingId: z.string().nullable(),
  rejectReason: bookingRequestRejectReasonSchema.nullable(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/**
 * The fields of POST .../reject, without the explanation rule: what the call's row validates. The
 * server checks the rule itself (isOtherReasonUnexplained) so that its refusal carries the
 * domain code `reservations.explanationRequired`, which a schema refinement cannot give.
 */
export const rejectBookingRequestFieldsSchema = z
  .object({
    reason: bookingRequestRejectReasonSchema,
    subReason: decisionSubReasonSchema.optional(),
    explanation: decisionExplanationSchema.optional(),
  })
  .strict();

/**
 * POST .../reject, as the reject form validates it. An explanation is required with reason OTHER
 * and is kept with a sub-reason; buildRequestRejectPayload drops it otherwise.
 */
export const rejectBookingRequestBodySchema = rejectBookingRequestFieldsSchema.refine(
  (body) => !isOtherReasonUnexplained(body),
  {
    path: ['explanation'],
    message: 'An explanation is required when the reason is OTHER',
    params: { rule: 'explanationRequired' },
  },
);
export type RejectBookingRequestBody = z.infer<typeof rejectBookingRequestBodySchema>;

/** Confirming or rejecting answers the request and the new pending count (designed). */
export const bookingRequestDecisionResponseSchema = z.object({
  bookingRequest: bookingRequestSchema,
  pendingCount: z.number().int().min(0),
});
export type BookingRequestDecisionResponse = z.infer<typeof bookingRequestDecisionResponseSchema>;

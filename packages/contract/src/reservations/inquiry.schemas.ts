import { z } from 'zod';
import { paginated } from '../http/pagination.schemas';
import {
  calendarBookingStatusSchema,
  calendarEntrySourceSchema,
} from '../calendar/calendar-statuses.schemas';
import { reservationGuestSchema } from './reservation-parts.schemas';
import { reservationStayFields } from './reservation-stay.schemas';

/** Inquiry statuses: the calendar's booking-like statuses, as displayed for inquiries. */
export const inquiryStatusSchema = calendarBookingStatusSchema;
export type InquiryStatus = z.infer<typeof inquiryStatusSchema>;

// Inquiry rejection reasons
export const inquiryRejectReasonSchema = z.enum([
  'OUTDATED_BOOKING_CALENDAR',
  'OVERBOOKING',
  'RATES_MISMATCH',
  'PROPERTY_HAS_DAMAGE',
  'OTHER',
]);
export type InquiryRejectReason = z.infer<typeof inquiryRejectReasonSchema>;

export const inquirySchema = z.object({
  id: z.string(),
  status: inquiryStatusSchema,
  /** The price is what the guest was quoted. No payment option: that is chosen on booking. */
  ...reservationStayFields,
  customer: reservationGuestSchema,
  message: z.string().nullable(),
  createdAt: z.string(),
  archived: z.boolean(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

/**
 * What POST .../reject accepts: an explanation only with reason OTHER. An OTHER sent without one
 * passes here and the server refuses it with `reservations.explanationRequired` on the field, so
 * the answer names the missing explanation instead of a generic broken rule.
 */
export const rejectInquiryFieldsSchema = z
  .object({
    reason: inquiryRejectReasonSchema,
    explanation: z.string().trim().min(1).max(2000).optional(),
    message: z.string().trim().max(2000).optional(),
  })
  .strict()
  .refine((body) => body.reason === 'OTHER' || body.explanation === undefined, {
    path: ['explanation'],
    message: 'An explanation goes only with reason OTHER',
    params: { rule: 'explanationOnlyWithOther' },
  });

/** The whole rule, for forms: the explanation is sent only with reason OTHER, and then required. */
export const rejectInquiryBodySchema = rejectInquiryFieldsSchema.refine(
  (body) => body.reason !== 'OTHER' || body.explanation !== undefined,
  {
    path: ['explanation'],
    message: 'An explanation is required with reason OTHER',
    params: { rule: 'explanationRequired' },
  },
);
export type RejectInquiryBody = z.infer<typeof rejectInquiryBodySchema>;

export const overlappingUnavailabilitySchema = z.object({
  unitId: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  source: calendarEntrySourceSchema,
});
export type OverlappingUnavailability = z.infer<typeof overlappingUnavailabilitySchema>;

export const overlappingUnavailabilitiesSchema = paginated(overlappingUnavailabilitySchema);
export type OverlappingUnavailabilities = z.infer<typeof overlappingUnavailabilitiesSchema>;

import { z } from 'zod';
import { paginated } from '../http/pagination.schemas';
import { calendarBookingStatusSchema, calendarEntrySourceSchema } from '../calendar/calendar.schemas';
import {
  guestCountSchema,
  propertyUnitSummarySchema,
  reservationGuestSchema,
} from './reservation-parts.schemas';

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
  checkIn: z.string(),
  checkOut: z.string(),
  propertyUnitSummary: propertyUnitSummarySchema,
  customer: reservationGuestSchema,
  guests: guestCountSchema,
  message: z.string().nullable(),
  createdAt: z.string(),
  archived: z.boolean(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

/** POST .../reject: the explanation is sent only with reason OTHER, then required. */
export const rejectInquiryBodySchema = z
  .object({
    reason: inquiryRejectReasonSchema,
    explanation: z.string().trim().min(1).max(2000).optional(),
    message: z.string().trim().max(2000).optional(),
  })
  .strict()
  .refine((body) => (body.reason === 'OTHER') === (body.explanation !== undefined), {
    path: ['explanation'],
    message: 'An explanation goes with reason OTHER, and only with it',
  });
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

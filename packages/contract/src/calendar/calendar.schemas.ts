import { z } from 'zod';
import { isoDateSchema } from '../http/query.schemas';

// Calendar entries: where each comes from and the booking-like statuses they show
export const calendarEntrySourceSchema = z.enum([
  'booking',
  'booking_request',
  'inquiry',
  'inquiry_confirmed',
  'manual',
  'external',
  'multi',
  /** A third-party channel; the value's name is ours. */
  'channel',
]);
export type CalendarEntrySource = z.infer<typeof calendarEntrySourceSchema>;

/** Booking-like statuses shown in the calendar. */
export const calendarBookingStatusSchema = z.enum([
  'REQUESTED',
  'ACTION_NEEDED',
  'CONFIRMED',
  'IN_REVIEW_COLLECTION',
  'REVIEW_COLLECTED',
  'NO_REVIEW_COLLECTED',
  'EXPIRED_CHECKOUT',
  'REJECTED',
]);
export type CalendarBookingStatus = z.infer<typeof calendarBookingStatusSchema>;

export const dayAvailabilitySchema = z.enum(['available', 'blocked']);
export type DayAvailability = z.infer<typeof dayAvailabilitySchema>;

const entryRefSchema = z.object({
  id: z.string(),
  status: calendarBookingStatusSchema,
  guestName: z.string(),
});

export interface CalendarEntry {
  id: string;
  dateFrom: string;
  dateTo: string;
  source: CalendarEntrySource;
  booking: z.infer<typeof entryRefSchema> | null;
  bookingRequest: z.infer<typeof entryRefSchema> | null;
  inquiry: z.infer<typeof entryRefSchema> | null;
  /** A `multi` entry groups overlapping ones. */
  children: CalendarEntry[];
  external: { channel: string; reference: string | null } | null;
}
export const calendarEntrySchema: z.ZodType<CalendarEntry> = z.lazy(() =>
  z.object({
    id: z.string(),
    dateFrom: z.string(),
    dateTo: z.string(),
    source: calendarEntrySourceSchema,
    booking: entryRefSchema.nullable(),
    bookingRequest: entryRefSchema.nullable(),
    inquiry: entryRefSchema.nullable(),
    children: z.array(calendarEntrySchema),
    external: z.object({ channel: z.string(), reference: z.string().nullable() }).nullable(),
  }),
);

/** Unavailabilities: unitId, dateFrom, dateTo. */
export const unavailabilitySchema = z.object({
  unitId: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  source: calendarEntrySourceSchema,
});
export type Unavailability = z.infer<typeof unavailabilitySchema>;

export const dateRangeSchema = z
  .object({ dateFrom: isoDateSchema, dateTo: isoDateSchema })
  .refine((range) => range.dateFrom <= range.dateTo, {
    path: ['dateTo'],
    message: 'dateTo is before dateFrom',
  });
export type DateRange = z.infer<typeof dateRangeSchema>;

export const unavailabilitiesResponseSchema = z.object({
  unitId: z.string(),
  items: z.array(unavailabilitySchema),
  entries: z.array(calendarEntrySchema),
});
export type UnavailabilitiesResponse = z.infer<typeof unavailabilitiesResponseSchema>;

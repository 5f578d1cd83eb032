import { z } from 'zod';

// Kept apart from the calendar's other shapes because the reservation lists, loaded with the first
// screen, need these two enums and nothing else of the calendar.

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

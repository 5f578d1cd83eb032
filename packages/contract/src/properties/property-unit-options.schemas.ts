import { z } from 'zod';

// PropertyUnit value sets.
export const measurementSystemSchema = z.enum(['metric', 'imperial']);
export type MeasurementSystem = z.infer<typeof measurementSystemSchema>;

/** onLine = instant booking, onRequest = manual confirmation. */
export const bookingTypeSchema = z.enum(['onLine', 'onRequest']);
export type BookingType = z.infer<typeof bookingTypeSchema>;
export const DEFAULT_BOOKING_TYPE: BookingType = 'onLine';

export const onlinePaymentOptionSchema = z.enum(['Online100', 'Online50', 'Online30']);
export type OnlinePaymentOption = z.infer<typeof onlinePaymentOptionSchema>;
export const paymentOptionSchema = z.enum(['online_100', 'online_30_70_split', 'online_50', 'online_30']);
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

// Calendar status (AVAILABLE, NEUTRAL, BLOCKED, PAUSED), also the unit's calendarAvailability.status.
export const calendarStatusSchema = z.enum(['AVAILABLE', 'NEUTRAL', 'BLOCKED', 'PAUSED']);
export type CalendarStatus = z.infer<typeof calendarStatusSchema>;

/** Cancellation policies are not listed in the spec; ours. */
export const cancellationPolicySchema = z.enum(['flexible', 'moderate', 'strict']);
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

/** Accommodation kinds are not listed in the spec; ours. */
export const accommodationTypeSchema = z.enum([
  'apartment',
  'house',
  'villa',
  'studio',
  'room',
  'chalet',
  'bungalow',
  'cottage',
  'mobile_home',
  'boat',
  'other',
]);
export type AccommodationType = z.infer<typeof accommodationTypeSchema>;

/** Minimum days of notice: same day (0), 1, 2, 3, 7. */
export const minimumNoticeDaysSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(7),
]);
export type MinimumNoticeDays = z.infer<typeof minimumNoticeDaysSchema>;

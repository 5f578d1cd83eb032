import type { z } from 'zod';
import { bookingListQuerySchema } from './reservation-list.schemas';

/**
 * GET /api/app/bookings/export.csv: the filters and order of the bookings list (a booking tab, a
 * search, a unit, check-in dates), without the page: the file holds every matching booking.
 */
export const bookingExportQuerySchema = bookingListQuerySchema.omit({ page: true, limit: true });
export type BookingExportQuery = z.input<typeof bookingExportQuerySchema>;

/** The columns of the bookings file, in order; each is named by `reservations:export.columns.<key>`. */
export const bookingExportColumns = [
  'code',
  'status',
  'guest',
  'guests',
  'infants',
  'unit',
  'checkIn',
  'checkOut',
  'nights',
  'total',
  'currency',
  'bookedOn',
] as const;
export type BookingExportColumn = (typeof bookingExportColumns)[number];

/** The stay's columns the requests and inquiries files open with (the bookings file adds infants). */
export const stayExportColumns = ['guest', 'guests', 'unit', 'checkIn', 'checkOut', 'nights'] as const;

/**
 * `reservations-confirmed-2026-11-27.csv`: which tab was exported and on which day. Every
 * reservations file (bookings, requests, inquiries) is named this way.
 */
export function reservationExportFileName(tab: string | undefined, today: string): string {
  return `reservations-${tab ?? 'all'}-${today}.csv`;
}

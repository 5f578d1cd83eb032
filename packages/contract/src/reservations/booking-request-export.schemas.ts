import type { z } from 'zod';
import { stayExportColumns } from './booking-export.schemas';
import type { BookingRequestStatus } from './booking-request.schemas';
import { bookingRequestListQuerySchema } from './reservation-list.schemas';

/**
 * GET /api/app/booking-requests/export.csv: the filters and order of the requests list (the
 * requests, rejected and expired tabs), without the page: the file holds every matching request.
 */
export const bookingRequestExportQuerySchema = bookingRequestListQuerySchema.omit({
  page: true,
  limit: true,
});
export type BookingRequestExportQuery = z.input<typeof bookingRequestExportQuerySchema>;

/** The columns of the requests file, in order; each is named by `reservations:export.columns.<key>`. */
export const bookingRequestExportColumns = [
  ...stayExportColumns,
  'total',
  'currency',
  'status',
  'receivedOn',
  'answerBy',
] as const;

/** The tab a requests file comes from, named after the state it lists (pending requests: `requests`). */
export function bookingRequestExportTab(state: BookingRequestStatus | undefined): string {
  if (state === 'REJECTED') return 'rejected';
  if (state === 'EXPIRED') return 'expired';
  if (state === 'CONFIRMED') return 'confirmed-requests';
  return 'requests';
}

import { z } from 'zod';
import { paginated, pageQuerySchema } from '../http/pagination.schemas';
import { isoDateSchema, queryBoolean, querySearch } from '../http/query.schemas';
import { bookingSchema, bookingStatusSchema } from './booking.schemas';
import { bookingRequestSchema, bookingRequestStatusSchema } from './booking-request.schemas';
import { inquirySchema } from './inquiry.schemas';

// The tabs of /reservations/{tab}: reservation-tabs.ts, which the web app's address table reads without zod.
export type { ReservationTab } from './reservation-tabs';

/** Sort keys a host picks; sortKeyToFields maps them to server fields. */
export const reservationSortKeySchema = z.enum(['guests', 'bookingDate', 'checkIn', 'checkOut']);
export type ReservationSortKey = z.infer<typeof reservationSortKeySchema>;
export const reservationSortFieldSchema = z.enum([
  'firstName',
  'lastName',
  'createdAt',
  'checkIn',
  'checkOut',
]);
export type ReservationSortField = z.infer<typeof reservationSortFieldSchema>;
export const sortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

/** `sorting[field]=asc` (encodeQueryString writes nested objects as key[sub]). */
export const sortingQuerySchema = z.partialRecord(reservationSortFieldSchema, sortDirectionSchema).optional();

/** GET /api/app/booking-requests criteria: search, unitId, state, checkIn.to, checkOut.from. */
export const bookingRequestListQuerySchema = pageQuerySchema.extend({
  criteria: z
    .object({
      search: querySearch,
      unitId: z.string().optional(),
      state: bookingRequestStatusSchema.optional(),
      checkIn: z.object({ to: isoDateSchema.optional() }).optional(),
      checkOut: z.object({ from: isoDateSchema.optional() }).optional(),
    })
    .optional(),
  sorting: sortingQuerySchema,
});
export type BookingRequestListQuery = z.input<typeof bookingRequestListQuerySchema>;
export const bookingRequestListResponseSchema = paginated(bookingRequestSchema);

/** GET /api/app/bookings (designed: the tabs confirmed…all list bookings). */
export const bookingListQuerySchema = pageQuerySchema.extend({
  criteria: z
    .object({
      search: querySearch,
      unitId: z.string().optional(),
      tab: z.enum(['confirmed', 'completed', 'cancelled', 'upcoming', 'current', 'all']).optional(),
      status: bookingStatusSchema.optional(),
      checkIn: z.object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() }).optional(),
    })
    .optional(),
  sorting: sortingQuerySchema,
});
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;
export const bookingListResponseSchema = paginated(bookingSchema);

/** GET /api/app/booking-inquiries (designed: the inquiries tabs). */
export const inquiryListQuerySchema = pageQuerySchema.extend({
  criteria: z
    .object({ search: querySearch, unitId: z.string().optional(), archived: queryBoolean.optional() })
    .optional(),
  sorting: sortingQuerySchema,
});
export type InquiryListQuery = z.input<typeof inquiryListQuerySchema>;
export const inquiryListResponseSchema = paginated(inquirySchema);

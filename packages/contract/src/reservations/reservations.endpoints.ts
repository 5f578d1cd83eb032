import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { countResponseSchema } from '../http/count.schemas';
import { bookingIdParamsSchema, idParamsSchema } from '../http/params.schemas';
import { bookingSchema, cancelBookingBodySchema } from './booking.schemas';
import {
  bookingRequestDecisionResponseSchema,
  bookingRequestSchema,
  rejectBookingRequestFieldsSchema,
} from './booking-request.schemas';
import {
  bookingListQuerySchema,
  bookingListResponseSchema,
  bookingRequestListQuerySchema,
  bookingRequestListResponseSchema,
} from './reservation-list.schemas';
import { bookingTypeSchema } from '../properties/property-unit-options.schemas';
import { reservationErrorCodes } from './reservations.errors';

// Booking requests, bookings and inquiries
export const getBookingRequestsPendingCount = defineEndpoint({
  method: 'GET',
  path: '/api/app/booking-requests-pending-count',
  access: 'host',
  shape: 'spec',
  summary: 'How many booking requests wait for the host (status REQUESTED).',
  response: countResponseSchema,
});

export const getBookingRequests = defineEndpoint({
  method: 'GET',
  path: '/api/app/booking-requests',
  access: 'host',
  shape: 'designed',
  summary: 'Booking requests filtered by search, unit, state and dates, sorted and paginated.',
  query: bookingRequestListQuerySchema,
  response: bookingRequestListResponseSchema,
});

export const getBookingRequest = defineEndpoint({
  method: 'GET',
  path: '/api/app/booking-requests/:id',
  access: 'host',
  shape: 'designed',
  summary: 'One booking request.',
  params: idParamsSchema,
  response: bookingRequestSchema,
  errors: [reservationErrorCodes.requestNotFound],
});

export const confirmBookingRequest = defineEndpoint({
  method: 'POST',
  path: '/api/app/booking-requests/:id/confirm',
  access: 'host',
  shape: 'designed',
  summary: 'Confirm a pending request; it becomes a booking.',
  params: idParamsSchema,
  response: bookingRequestDecisionResponseSchema,
  errors: [
    reservationErrorCodes.requestNotFound,
    reservationErrorCodes.alreadyDecided,
    reservationErrorCodes.datesTaken,
  ],
});

export const rejectBookingRequest = defineEndpoint({
  method: 'POST',
  path: '/api/app/booking-requests/:id/reject',
  access: 'host',
  shape: 'spec',
  summary: 'Reject a pending request with a reason.',
  params: idParamsSchema,
  // The explanation rule is the server's own check, answered as `reservations.explanationRequired`.
  body: rejectBookingRequestFieldsSchema,
  response: bookingRequestDecisionResponseSchema,
  errors: [
    reservationErrorCodes.requestNotFound,
    reservationErrorCodes.alreadyDecided,
    reservationErrorCodes.explanationRequired,
  ],
});

export const getBookings = defineEndpoint({
  method: 'GET',
  path: '/api/app/bookings',
  access: 'host',
  shape: 'designed',
  summary: 'Bookings of a reservations tab, searchable, sorted and paginated.',
  query: bookingListQuerySchema,
  response: bookingListResponseSchema,
});

export const getBooking = defineEndpoint({
  method: 'GET',
  path: '/api/app/bookings/:bookingId',
  access: 'host',
  shape: 'designed',
  summary: 'One booking.',
  params: bookingIdParamsSchema,
  response: bookingSchema,
  errors: [reservationErrorCodes.bookingNotFound],
});

export const cancelBooking = defineEndpoint({
  method: 'POST',
  path: '/api/app/bookings/:bookingId/cancel',
  access: 'host',
  shape: 'spec',
  summary: 'Cancel a booking; answers it with its new status.',
  params: bookingIdParamsSchema,
  body: cancelBookingBodySchema,
  response: bookingSchema,
  errors: [
    reservationErrorCodes.bookingNotFound,
    reservationErrorCodes.notCancellable,
    reservationErrorCodes.explanationRequired,
  ],
});

/** Switches the host's remaining bookings to instant booking; the path is our choice. */
export const switchRemainingToInstantBooking = defineEndpoint({
  method: 'POST',
  path: '/api/app/property-units/switch-to-instant-booking',
  access: 'host',
  shape: 'designed',
  summary: 'Switch every remaining on-request unit to instant booking (bulk switch modal).',
  response: z.object({ updatedUnitIds: z.array(z.string()), bookingType: bookingTypeSchema }),
});

import { defineEndpoint } from '../http/endpoint';
import { bookingSchema } from '../reservations/booking.schemas';
import { bookingRequestSchema } from '../reservations/booking-request.schemas';
import { inquirySchema } from '../reservations/inquiry.schemas';
import { reservationErrorCodes } from '../reservations/reservations.errors';
import {
  channelBookingBodySchema,
  channelBookingRequestBodySchema,
  channelInquiryBodySchema,
} from './channel-intake.schemas';
import { stayRuleErrorCodes } from '../calendar/stay-rules.errors';
import { channelErrorCodes } from './channel.errors';

// The channel intake: how reservations reach a host from a marketplace or channel manager, with one
// of the host's API keys. Public API under a version prefix: rows change only by adding.

const IDEMPOTENCY =
  ' Send an `Idempotency-Key` header to retry safely: within 24 hours the same key with the same body ' +
  'answers the first result again (header `Idempotent-Replayed: true`); with another body, 422.';

const intakeErrors = [
  channelErrorCodes.unitNotFound,
  reservationErrorCodes.datesTaken,
  channelErrorCodes.idempotencyKeyReused,
  // A stay breaking one of the unit's stay rules (422, on checkIn or checkOut).
  ...Object.values(stayRuleErrorCodes),
] as const;

export const channelCreateBookingRequest = defineEndpoint({
  method: 'POST',
  path: '/api/channel/v1/booking-requests',
  access: 'channel',
  shape: 'designed',
  summary: `Deliver a booking request; the host confirms or rejects it before its deadline.${IDEMPOTENCY}`,
  body: channelBookingRequestBodySchema,
  response: bookingRequestSchema,
  successStatus: 201,
  errors: intakeErrors,
});

export const channelCreateBooking = defineEndpoint({
  method: 'POST',
  path: '/api/channel/v1/bookings',
  access: 'channel',
  shape: 'designed',
  summary: `Deliver an instant booking: confirmed at once, its nights taken.${IDEMPOTENCY}`,
  body: channelBookingBodySchema,
  response: bookingSchema,
  successStatus: 201,
  errors: intakeErrors,
});

export const channelCreateInquiry = defineEndpoint({
  method: 'POST',
  path: '/api/channel/v1/inquiries',
  access: 'channel',
  shape: 'designed',
  summary: `Deliver a guest's inquiry about a stay.${IDEMPOTENCY}`,
  body: channelInquiryBodySchema,
  response: inquirySchema,
  successStatus: 201,
  errors: intakeErrors,
});

import { z } from 'zod';
import { isoDateSchema } from '../http/query.schemas';
import { countryCodeSchema } from '../properties/address-input.schemas';
import {
  guestCountSchema,
  moneySchema,
  reservationGuestSchema,
} from '../reservations/reservation-parts.schemas';

// What a marketplace or channel manager sends to deliver a reservation. The answers are the
// dashboard's own reservation shapes (booking request, booking, inquiry).

/** The longest stay a channel may deliver, in nights. */
export const CHANNEL_MAX_NIGHTS = 365;

const DAY_MS = 86_400_000;
const nightsBetween = (checkIn: string, checkOut: string) =>
  Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / DAY_MS);

/** The guest as a channel knows them: names and country required, phone and email when given. */
export const channelGuestSchema = reservationGuestSchema
  .extend({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    email: z.email().max(254).optional(),
    phoneNumber: z
      .string()
      .trim()
      .max(40)
      .regex(/^\+?[\d\s()./-]*\d[\d\s()./-]*$/, { message: 'Expected a phone number' })
      .optional(),
    countryCode: countryCodeSchema,
  })
  .strict();

/** At least one adult; children and infants as the reservation answers count them. */
export const channelGuestCountSchema = guestCountSchema
  .extend({
    adults: z.number().int().min(1).max(50),
    children: z.number().int().min(0).max(50),
    infants: z.number().int().min(0).max(20),
  })
  .strict();

/** The stay's total: a positive amount in whole cents, an upper-case ISO 4217 currency. */
export const channelTotalPriceSchema = moneySchema
  .extend({
    amount: z.number().positive().max(1_000_000).multipleOf(0.01),
    currency: z.string().regex(/^[A-Z]{3}$/, { message: 'Expected an ISO 4217 currency code, e.g. EUR' }),
  })
  .strict();

const stayFields = {
  /** The public id of the host's unit (as the dashboard shows it). */
  unitId: z.string().trim().min(1).max(64),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  guest: channelGuestSchema,
  guests: channelGuestCountSchema,
  totalPrice: channelTotalPriceSchema,
};

function withStayRules<T extends z.ZodType<{ checkIn: string; checkOut: string }>>(schema: T) {
  return schema
    .refine((body) => nightsBetween(body.checkIn, body.checkOut) >= 1, {
      path: ['checkOut'],
      message: 'Check-out must come after check-in',
      params: { rule: 'checkOutAfterCheckIn' },
    })
    .refine((body) => nightsBetween(body.checkIn, body.checkOut) <= CHANNEL_MAX_NIGHTS, {
      path: ['checkOut'],
      message: `A stay is at most ${CHANNEL_MAX_NIGHTS} nights`,
      params: { rule: 'stayTooLong' },
    });
}

/** POST /api/channel/v1/booking-requests: the host answers by `expiresAt` or the request lapses. */
export const channelBookingRequestBodySchema = withStayRules(
  z
    .object({
      ...stayFields,
      message: z.string().trim().min(1).max(2000).optional(),
      /** The answer deadline (ISO date-time with offset); the server refuses one already past. */
      expiresAt: z.iso.datetime({ offset: true }),
    })
    .strict(),
);
export type ChannelBookingRequestBody = z.infer<typeof channelBookingRequestBodySchema>;

/** POST /api/channel/v1/bookings: an instant booking, confirmed on arrival. */
export const channelBookingBodySchema = withStayRules(
  z.object({ ...stayFields, message: z.string().trim().min(1).max(2000).optional() }).strict(),
);
export type ChannelBookingBody = z.infer<typeof channelBookingBodySchema>;

/** POST /api/channel/v1/inquiries: a guest's question about a stay; the message is the question. */
export const channelInquiryBodySchema = withStayRules(
  z.object({ ...stayFields, message: z.string().trim().min(1).max(2000) }).strict(),
);
export type ChannelInquiryBody = z.infer<typeof channelInquiryBodySchema>;

/** The request header that makes a retried intake call safe: the first answer is given again. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The header that marks an answer given again for a repeated Idempotency-Key. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

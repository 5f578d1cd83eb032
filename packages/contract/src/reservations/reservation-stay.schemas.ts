import { z } from 'zod';
import { paymentOptionSchema } from '../properties/property-unit-options.schemas';
import { priceBreakdownSchema } from './price-breakdown.schemas';
import {
  guestCountSchema,
  moneySchema,
  propertyUnitSummarySchema,
  reservationGuestSchema,
} from './reservation-parts.schemas';

// The fields a booking, a booking request and an inquiry share, spread into each one's object so
// each keeps its own order of keys. (Separate from reservation-parts.schemas because the price
// breakdown itself is built from those parts.)

/** The stay a reservation is about: which unit, which nights, how many guests, at what price. */
export const reservationStayFields = {
  checkIn: z.string(),
  checkOut: z.string(),
  propertyUnitSummary: propertyUnitSummarySchema,
  guests: guestCountSchema,
  totalPrice: moneySchema,
  /** Null when the reservation came with a total only (a channel's, or older rows). */
  priceBreakdown: priceBreakdownSchema.nullable(),
};

/** A stay a guest asked to book (a request) or booked: who the guest is and how they pay. */
export const bookedStayFields = {
  ...reservationStayFields,
  guest: reservationGuestSchema,
  /** How the guest chose to pay; null when not known. */
  paymentOption: paymentOptionSchema.nullable(),
};

/** A host's decision against a reservation (cancel, reject): an optional sub-reason and explanation. */
export const decisionSubReasonSchema = z.string().trim().min(1).max(64);
export const decisionExplanationSchema = z.string().trim().max(2000);

/**
 * OTHER says nothing by itself: the host has to add a few words to it. The server checks this
 * itself, so its refusal carries `reservations.explanationRequired` on the field (a schema
 * refinement cannot give a domain code); forms use the same rule.
 */
export function isOtherReasonUnexplained(body: {
  reason: string;
  explanation?: string | null | undefined;
}): boolean {
  return body.reason === 'OTHER' && (body.explanation ?? '').trim() === '';
}

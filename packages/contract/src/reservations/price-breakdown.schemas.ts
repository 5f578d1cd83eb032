import { z } from 'zod';
import { moneySchema } from './reservation-parts.schemas';

// What a reservation's price was made of, as the guest was charged it: stored with the reservation
// when it is made and answered as stored, never worked out again from the unit's prices of today.

/** What a discount was: the unit's length-of-stay tier, or a promotion the host ran. */
export const priceDiscountKindSchema = z.enum(['length_of_stay', 'promotion']);
export type PriceDiscountKind = z.infer<typeof priceDiscountKindSchema>;

/**
 * What the platform kept. Commission (and hybrid) accounts give a percentage of what the guest paid;
 * subscription accounts pay for their plan instead, so nothing is taken from the stay.
 */
export const hostFeeKindSchema = z.enum(['commission', 'subscription']);
export type HostFeeKind = z.infer<typeof hostFeeKindSchema>;

const percentSchema = z.number().min(0).max(100);

export const priceBreakdownSchema = z.object({
  nights: z.number().int().min(1),
  /** One rate for every night of the stay. */
  nightlyRate: moneySchema,
  /** nights × nightlyRate. */
  accommodation: moneySchema,
  cleaningFee: moneySchema.nullable(),
  /** Taken off the accommodation (never off the cleaning fee). */
  discount: z
    .object({ kind: priceDiscountKindSchema, percent: percentSchema.nullable(), amount: moneySchema })
    .nullable(),
  /** Taken from what the guest paid (accommodation + cleaning fee − discount). */
  hostFee: z.object({ kind: hostFeeKindSchema, percent: percentSchema.nullable(), amount: moneySchema }),
  /** What the host receives: the guest's total less the host fee. */
  payout: moneySchema,
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

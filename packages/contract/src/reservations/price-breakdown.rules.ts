import { MONEY_MINOR_UNITS_PER_MAJOR } from '../constants';
import type { PriceBreakdown, PriceDiscountKind } from './price-breakdown.schemas';
import type { Money } from './reservation-parts.schemas';

// The sums of a price breakdown, worked in whole cents so that a breakdown always adds up to the
// cent: every percentage is rounded to the nearest cent (a half cent up) once, where it is taken.

/** What a reservation was priced from, at the moment it was made. Amounts in major units. */
export interface PriceTerms {
  nights: number;
  nightlyRate: number;
  currency: string;
  cleaningFee: number | null;
  /** A percentage off the accommodation. */
  discount: { kind: PriceDiscountKind; percent: number } | null;
  hostFee: { kind: 'commission'; percent: number } | { kind: 'subscription' };
}

function toMinor(amount: number): number {
  return Math.round(amount * MONEY_MINOR_UNITS_PER_MAJOR);
}

function money(minor: number, currency: string): Money {
  return { amount: minor / MONEY_MINOR_UNITS_PER_MAJOR, currency };
}

/** `percent` of an amount in cents, to the nearest cent; percent is taken to two decimals (14.5 %). */
function percentOf(minor: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.round((minor * basisPoints) / 10_000);
}

/** The breakdown of a stay priced on these terms, and the total the guest pays. */
export function buildPriceBreakdown(terms: PriceTerms): { breakdown: PriceBreakdown; total: Money } {
  const { currency } = terms;
  const accommodation = terms.nights * toMinor(terms.nightlyRate);
  const cleaning = terms.cleaningFee === null ? 0 : toMinor(terms.cleaningFee);
  const discount = terms.discount === null ? 0 : percentOf(accommodation, terms.discount.percent);
  const total = accommodation + cleaning - discount;
  const fee = terms.hostFee.kind === 'commission' ? percentOf(total, terms.hostFee.percent) : 0;
  return {
    breakdown: {
      nights: terms.nights,
      nightlyRate: money(toMinor(terms.nightlyRate), currency),
      accommodation: money(accommodation, currency),
      cleaningFee: terms.cleaningFee === null ? null : money(cleaning, currency),
      discount:
        terms.discount === null
          ? null
          : { kind: terms.discount.kind, percent: terms.discount.percent, amount: money(discount, currency) },
      hostFee: {
        kind: terms.hostFee.kind,
        percent: terms.hostFee.kind === 'commission' ? terms.hostFee.percent : null,
        amount: money(fee, currency),
      },
      payout: money(total - fee, currency),
    },
    total: money(total, currency),
  };
}

/**
 * Whether a breakdown adds up to the total the guest paid: one currency throughout; accommodation =
 * nights × rate; total = accommodation + cleaning fee − discount, the discount no more than the
 * accommodation and its percentage of it (when one is given); a subscription takes nothing, a commission its percentage (when one is given) of
 * the total; payout = total − host fee. Amounts compare to the cent.
 */
export function isPriceBreakdownConsistent(breakdown: PriceBreakdown, total: Money): boolean {
  const { nightlyRate, accommodation, cleaningFee, discount, hostFee, payout } = breakdown;
  const amounts = [nightlyRate, accommodation, cleaningFee, discount?.amount, hostFee.amount, payout];
  if (amounts.some((part) => part !== null && part !== undefined && part.currency !== total.currency))
    return false;
  const totalMinor = toMinor(total.amount);
  const accommodationMinor = toMinor(accommodation.amount);
  const discountMinor = discount === null ? 0 : toMinor(discount.amount.amount);
  const feeMinor = toMinor(hostFee.amount.amount);
  const cleaningMinor = cleaningFee === null ? 0 : toMinor(cleaningFee.amount);
  const expectedFee =
    hostFee.kind === 'subscription'
      ? 0
      : hostFee.percent === null
        ? feeMinor
        : percentOf(totalMinor, hostFee.percent);
  return (
    accommodationMinor === breakdown.nights * toMinor(nightlyRate.amount) &&
    discountMinor >= 0 &&
    discountMinor <= accommodationMinor &&
    (discount?.percent == null || discountMinor === percentOf(accommodationMinor, discount.percent)) &&
    cleaningMinor >= 0 &&
    totalMinor === accommodationMinor + cleaningMinor - discountMinor &&
    feeMinor >= 0 &&
    feeMinor === expectedFee &&
    toMinor(payout.amount) === totalMinor - feeMinor
  );
}

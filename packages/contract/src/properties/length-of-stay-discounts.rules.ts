import { MAX_STAY_NIGHTS_LIMIT } from '../constants';

// Length-of-stay discounts: a unit's nightly price is cut by a percentage once a stay reaches a
// number of nights (a weekly discount from 7 nights, a monthly one from 28, ...). The limits are ours.

/** A one-night "discount" would only be a lower price; a discount starts at 2 nights or more. */
export const LENGTH_OF_STAY_DISCOUNT_MIN_NIGHTS = 2;
/** No discount may start past the longest stay a host can allow: it could never apply. */
export const LENGTH_OF_STAY_DISCOUNT_MAX_NIGHTS = MAX_STAY_NIGHTS_LIMIT;
/** Whole percentages; a stay is never given away (a typo should not make it nearly free). */
export const LENGTH_OF_STAY_DISCOUNT_MIN_PERCENT = 1;
export const LENGTH_OF_STAY_DISCOUNT_MAX_PERCENT = 90;
/** Enough for the usual few-nights, weekly, fortnightly and monthly steps with one to spare. */
export const LENGTH_OF_STAY_DISCOUNT_MAX_TIERS = 5;

export interface LengthOfStayDiscountTier {
  minimumNights: number;
  percent: number;
}

/** The names double as translation keys of the rule a list of tiers broke. */
type LengthOfStayDiscountRule = 'nightsNotIncreasing' | 'percentBelowShorterStay';

interface LengthOfStayDiscountIssue {
  index: number;
  field: keyof LengthOfStayDiscountTier;
  rule: LengthOfStayDiscountRule;
  message: string;
}

/**
 * The percentage off a stay of `nights` nights: that of the tier with the most nights the stay still
 * reaches, 0 when it reaches none. It does not rely on the list's order, so it prices a list the same
 * way whether or not it was checked.
 */
export function lengthOfStayDiscountFor(nights: number, tiers: readonly LengthOfStayDiscountTier[]): number {
  let reached: LengthOfStayDiscountTier | undefined;
  for (const tier of tiers) {
    if (tier.minimumNights <= nights && (!reached || tier.minimumNights > reached.minimumNights))
      reached = tier;
  }
  return reached?.percent ?? 0;
}

/**
 * What is wrong with a list of tiers as a whole, one issue per tier at most: each tier starts at more
 * nights than the one before it (so the list reads shortest stay first and no stay matches two tiers),
 * and a longer stay never gets a smaller discount than a shorter one. A tier whose own numbers are
 * missing is left to the field checks.
 */
export function lengthOfStayDiscountIssues(
  tiers: readonly LengthOfStayDiscountTier[],
): LengthOfStayDiscountIssue[] {
  const issues: LengthOfStayDiscountIssue[] = [];
  tiers.forEach((tier, index) => {
    const before = tiers[index - 1];
    if (!before || !Number.isFinite(before.minimumNights) || !Number.isFinite(tier.minimumNights)) return;
    if (tier.minimumNights <= before.minimumNights) {
      issues.push({
        index,
        field: 'minimumNights',
        rule: 'nightsNotIncreasing',
        message: 'A discount must start at more nights than the discount before it.',
      });
      return;
    }
    if (Number.isFinite(before.percent) && Number.isFinite(tier.percent) && tier.percent < before.percent) {
      issues.push({
        index,
        field: 'percent',
        rule: 'percentBelowShorterStay',
        message: 'A longer stay cannot get a smaller discount than a shorter one.',
      });
    }
  });
  return issues;
}

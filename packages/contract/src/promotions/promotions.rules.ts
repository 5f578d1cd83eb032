import {
  EARLY_BIRD_MIN_DAYS_AHEAD,
  LAST_MINUTE_MAX_DAYS_AHEAD,
  PROMOTION_DISCOUNT_OPTIONS,
} from './promotions.constants';
import type { PromotionState, PromotionStatus, PromotionType } from './promotions.schemas';

/** Whether `discountPercent` is one of the options the type offers. */
export function isDiscountOffered(type: PromotionType, discountPercent: number): boolean {
  return PROMOTION_DISCOUNT_OPTIONS[type].includes(discountPercent);
}

/** A promotion is ACTIVE while enabled, INACTIVE otherwise. */
export function promotionStatusOf(state: PromotionState): PromotionStatus {
  return state.enabled ? 'ACTIVE' : 'INACTIVE';
}

/**
 * Whether a promotion of this type lowers the price of a night `daysAhead` days after today, seen on
 * its own: a plain discount always, an early-bird one far enough ahead, a last-minute one soon enough.
 * A long-stay discount depends on the length of the stay, not on the night, so no single night has it.
 */
export function promotionAppliesToNight(type: PromotionType, daysAhead: number): boolean {
  switch (type) {
    case 'discount':
      return true;
    case 'early_bird':
      return daysAhead >= EARLY_BIRD_MIN_DAYS_AHEAD;
    case 'last_minute':
      return daysAhead >= 0 && daysAhead <= LAST_MINUTE_MAX_DAYS_AHEAD;
    case 'long_stay':
      return false;
  }
}

export interface NightPromotion {
  type: PromotionType;
  discountPercent: number;
  status: PromotionStatus;
}

/** The active promotion with the largest discount on the night, if any applies (they never add up). */
export function bestPromotionForNight<P extends NightPromotion>(
  promotions: readonly P[],
  daysAhead: number,
): P | null {
  let best: P | null = null;
  for (const promotion of promotions) {
    if (promotion.status !== 'ACTIVE' || !promotionAppliesToNight(promotion.type, daysAhead)) continue;
    if (!best || promotion.discountPercent > best.discountPercent) best = promotion;
  }
  return best;
}

/** A price in minor units with a percentage taken off, rounded to the minor unit. */
export function discountedMinor(priceMinor: number, discountPercent: number): number {
  return Math.round((priceMinor * (100 - discountPercent)) / 100);
}

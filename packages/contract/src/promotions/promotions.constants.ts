import type { PromotionType, PromotionsConfiguration } from './promotions.schemas';

/**
 * The discounts each promotion type offers (the values are our choice). Served by
 * GET .../promotions/configuration; a save outside these is refused.
 */
export const PROMOTION_DISCOUNT_OPTIONS: Readonly<Record<PromotionType, readonly number[]>> = {
  early_bird: [5, 10, 15, 20],
  last_minute: [5, 10, 15, 20, 25],
  long_stay: [5, 10, 15, 20, 25, 30],
  discount: [5, 10, 15],
};

export const PROMOTIONS_CONFIGURATION: PromotionsConfiguration = {
  types: (Object.keys(PROMOTION_DISCOUNT_OPTIONS) as PromotionType[]).map((type) => ({
    type,
    discountOptions: [...PROMOTION_DISCOUNT_OPTIONS[type]],
  })),
};

/** An early-bird discount applies to nights at least this many days after today (our choice). */
export const EARLY_BIRD_MIN_DAYS_AHEAD = 60;

/** A last-minute discount applies to nights from today to this many days after it (our choice). */
export const LAST_MINUTE_MAX_DAYS_AHEAD = 7;

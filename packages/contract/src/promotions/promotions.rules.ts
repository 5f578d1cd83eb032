import { PROMOTION_DISCOUNT_OPTIONS } from './promotions.constants';
import type { PromotionState, PromotionStatus, PromotionType } from './promotions.schemas';

/** Whether `discountPercent` is one of the options the type offers. */
export function isDiscountOffered(type: PromotionType, discountPercent: number): boolean {
  return PROMOTION_DISCOUNT_OPTIONS[type].includes(discountPercent);
}

/** A promotion is ACTIVE while enabled, INACTIVE otherwise. */
export function promotionStatusOf(state: PromotionState): PromotionStatus {
  return state.enabled ? 'ACTIVE' : 'INACTIVE';
}

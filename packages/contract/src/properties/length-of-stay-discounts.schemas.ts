import { z } from 'zod';
import {
  LENGTH_OF_STAY_DISCOUNT_MAX_NIGHTS,
  LENGTH_OF_STAY_DISCOUNT_MAX_PERCENT,
  LENGTH_OF_STAY_DISCOUNT_MAX_TIERS,
  LENGTH_OF_STAY_DISCOUNT_MIN_NIGHTS,
  LENGTH_OF_STAY_DISCOUNT_MIN_PERCENT,
  lengthOfStayDiscountIssues,
} from './length-of-stay-discounts.rules';

/** One tier: from `minimumNights` nights on, the nightly price is `percent` % lower. */
const lengthOfStayDiscountSchema = z
  .object({
    minimumNights: z
      .number()
      .int()
      .min(LENGTH_OF_STAY_DISCOUNT_MIN_NIGHTS)
      .max(LENGTH_OF_STAY_DISCOUNT_MAX_NIGHTS),
    percent: z
      .number()
      .int()
      .min(LENGTH_OF_STAY_DISCOUNT_MIN_PERCENT)
      .max(LENGTH_OF_STAY_DISCOUNT_MAX_PERCENT),
  })
  .strict();

/**
 * A unit's whole list of tiers as the host saves it, shortest stay first (the one rule server and web
 * check; an empty list means no discount). A broken rule lands on the field of the tier that breaks
 * it, named by `params.rule`, so the web can translate it.
 */
export const lengthOfStayDiscountsSchema = z
  .array(lengthOfStayDiscountSchema)
  .max(LENGTH_OF_STAY_DISCOUNT_MAX_TIERS)
  .superRefine((tiers, context) => {
    for (const issue of lengthOfStayDiscountIssues(tiers)) {
      context.addIssue({
        code: 'custom',
        path: [issue.index, issue.field],
        params: { rule: issue.rule },
        message: issue.message,
      });
    }
  });

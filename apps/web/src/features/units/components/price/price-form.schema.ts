import { MAX_STAY_NIGHTS_LIMIT, PRICE_MAX, PRICE_MIN } from '@hostdeck/contract/constants';
import { lengthOfStayDiscountsSchema } from '@hostdeck/contract/properties/length-of-stay-discounts.schemas';
import { minimumNoticeDaysSchema } from '@hostdeck/contract/properties/property-unit-options.schemas';
import type { TFunction } from '@/shared/i18n/translate';
import { z } from 'zod';

/**
 * Price-and-availability limits (the contract's PATCH limits), with messages that name the
 * range. Minimum days of notice is a choice among the contract's options (notice-days.rules); the
 * select offers only the ones the unit's booking type allows, and the server checks again.
 */
export function priceFormSchema(t: TFunction) {
  const nightlyRange = t('units:price.nightlyRange');
  const stayRange = t('units:price.stayRange');
  return z.object({
    nightly: z.number({ error: nightlyRange }).min(PRICE_MIN, nightlyRange).max(PRICE_MAX, nightlyRange),
    minimumStayNights: z
      .number({ error: stayRange })
      .int(stayRange)
      .min(1, stayRange)
      .max(MAX_STAY_NIGHTS_LIMIT, stayRange),
    minimumNoticeDays: minimumNoticeDaysSchema.nullable(),
    // The contract's own list rule, as the server applies it; the error map translates its issues.
    lengthOfStayDiscounts: lengthOfStayDiscountsSchema,
  });
}
export type PriceFormValues = z.input<ReturnType<typeof priceFormSchema>>;

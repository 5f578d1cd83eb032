import { describe, expect, it } from 'vitest';
import { PROMOTIONS_CONFIGURATION } from './promotions.constants';
import { isDiscountOffered, promotionStatusOf } from './promotions.rules';
import { promotionsConfigurationSchema, promotionTypeSchema } from './promotions.schemas';

describe('promotion rules', () => {
  it('offers every type with ascending discount options the schema accepts', () => {
    expect(promotionsConfigurationSchema.parse(PROMOTIONS_CONFIGURATION)).toEqual(PROMOTIONS_CONFIGURATION);
    expect(PROMOTIONS_CONFIGURATION.types.map((entry) => entry.type)).toEqual(promotionTypeSchema.options);
    for (const entry of PROMOTIONS_CONFIGURATION.types) {
      expect(entry.discountOptions.length).toBeGreaterThan(0);
      expect([...entry.discountOptions].sort((a, b) => a - b)).toEqual(entry.discountOptions);
    }
  });

  it.each([
    ['early_bird', 10, true],
    ['early_bird', 30, false],
    ['long_stay', 30, true],
    ['discount', 7, false],
  ] as const)('%s at %i%% offered: %s', (type, percent, offered) => {
    expect(isDiscountOffered(type, percent)).toBe(offered);
  });

  it('derives the status from the enabled flag', () => {
    expect(promotionStatusOf({ discountPercent: 10, enabled: true })).toBe('ACTIVE');
    expect(promotionStatusOf({ discountPercent: 10, enabled: false })).toBe('INACTIVE');
  });
});

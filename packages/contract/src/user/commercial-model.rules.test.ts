import { describe, expect, it } from 'vitest';
import { commercialModelVariantSchema } from './user.schemas';
import {
  COMMERCIAL_MODEL_VARIANTS,
  DEFAULT_COMMERCIAL_MODEL_VARIANT,
  isVariantOfModel,
  modelHasPlan,
} from './commercial-model.rules';
import { updateCommercialModelBodySchema } from './commercial-model.schemas';

describe('commercial model variants', () => {
  it('gives every variant of spec §3 to exactly one model', () => {
    const all = Object.values(COMMERCIAL_MODEL_VARIANTS).flat();
    expect([...all].sort()).toEqual([...commercialModelVariantSchema.options].sort());
  });

  it.each([
    ['commission', 'split', true],
    ['commission', 'host_only_14_5', true],
    ['commission', 'hybrid_3', false],
    ['subscription', 'subscription_2', true],
    ['subscription', 'split', false],
    ['hybrid', 'hybrid_19', true],
  ] as const)('%s / %s → %s', (model, variant, expected) => {
    expect(isVariantOfModel(model, variant)).toBe(expected);
  });

  it('defaults belong to their model, and only commission has no plan', () => {
    for (const [model, variant] of Object.entries(DEFAULT_COMMERCIAL_MODEL_VARIANT)) {
      expect(isVariantOfModel(model as never, variant)).toBe(true);
    }
    expect(modelHasPlan('commission')).toBe(false);
    expect(modelHasPlan('hybrid')).toBe(true);
  });

  it('the body refuses a variant of another model on the variant field', () => {
    const result = updateCommercialModelBodySchema.safeParse({
      commercialModel: 'commission',
      commercialModelVariant: 'hybrid_7',
    });
    expect(result.error?.issues[0]?.path).toEqual(['commercialModelVariant']);
  });
});

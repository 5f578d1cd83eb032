import { describe, expect, it } from 'vitest';
import { PRICE_MAX, PRICE_MIN } from '../constants';
import { hasWholeCents } from './money.rules';
import { nightlyPriceSchema } from './money.schemas';

describe('hasWholeCents', () => {
  it('takes amounts to the cent, whatever their float spelling', () => {
    for (const amount of [1, 120.5, 99.99, 0.07, 1.1, 2.03, 1_000_000])
      expect(hasWholeCents(amount)).toBe(true);
  });

  it('refuses a third decimal', () => {
    for (const amount of [100.555, 0.001, 99.999]) expect(hasWholeCents(amount)).toBe(false);
  });
});

describe('nightlyPriceSchema', () => {
  it('is PRICE_MIN to PRICE_MAX, to the cent, and names the cents rule', () => {
    expect(nightlyPriceSchema.safeParse(PRICE_MIN).success).toBe(true);
    expect(nightlyPriceSchema.safeParse(PRICE_MAX).success).toBe(true);
    expect(nightlyPriceSchema.safeParse(0).error?.issues[0]?.code).toBe('too_small');
    expect(nightlyPriceSchema.safeParse(PRICE_MAX + 0.01).error?.issues[0]?.code).toBe('too_big');
    expect(nightlyPriceSchema.safeParse(120.555).error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', params: { rule: 'wholeCents' } }),
    ]);
  });
});

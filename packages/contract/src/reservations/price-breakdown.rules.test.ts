import { describe, expect, it } from 'vitest';
import { buildPriceBreakdown, isPriceBreakdownConsistent, type PriceTerms } from './price-breakdown.rules';
import { priceBreakdownSchema } from './price-breakdown.schemas';

const terms: PriceTerms = {
  nights: 3,
  nightlyRate: 120,
  currency: 'EUR',
  cleaningFee: 40,
  discount: null,
  hostFee: { kind: 'commission', percent: 15 },
};

describe('buildPriceBreakdown (issue 13: nights × rate, cleaning, discount, fee, payout)', () => {
  it('adds nights × rate and the cleaning fee, and takes the commission from that total', () => {
    const { breakdown, total } = buildPriceBreakdown(terms);
    expect(total).toEqual({ amount: 400, currency: 'EUR' });
    expect(breakdown).toEqual({
      nights: 3,
      nightlyRate: { amount: 120, currency: 'EUR' },
      accommodation: { amount: 360, currency: 'EUR' },
      cleaningFee: { amount: 40, currency: 'EUR' },
      discount: null,
      hostFee: { kind: 'commission', percent: 15, amount: { amount: 60, currency: 'EUR' } },
      payout: { amount: 340, currency: 'EUR' },
    });
    expect(priceBreakdownSchema.safeParse(breakdown).success).toBe(true);
  });

  it('takes a discount off the accommodation only, never off the cleaning fee', () => {
    const { breakdown, total } = buildPriceBreakdown({
      ...terms,
      nights: 7,
      discount: { kind: 'length_of_stay', percent: 10 },
    });
    // 7 × 120 = 840, less 84, plus 40.
    expect(breakdown.discount).toEqual({
      kind: 'length_of_stay',
      percent: 10,
      amount: { amount: 84, currency: 'EUR' },
    });
    expect(total.amount).toBe(796);
    expect(breakdown.hostFee.amount.amount).toBe(119.4);
    expect(breakdown.payout.amount).toBe(676.6);
  });

  it('takes nothing on a subscription', () => {
    const { breakdown, total } = buildPriceBreakdown({ ...terms, hostFee: { kind: 'subscription' } });
    expect(breakdown.hostFee).toEqual({
      kind: 'subscription',
      percent: null,
      amount: { amount: 0, currency: 'EUR' },
    });
    expect(breakdown.payout).toEqual(total);
  });

  it('rounds every percentage to the cent once, a half cent up', () => {
    // 3 × 33.33 = 99.99; 10 % of it is 9.999 → 10.00; 89.99 at 14.5 % is 13.04855 → 13.05.
    const { breakdown, total } = buildPriceBreakdown({
      ...terms,
      nightlyRate: 33.33,
      cleaningFee: null,
      discount: { kind: 'promotion', percent: 10 },
      hostFee: { kind: 'commission', percent: 14.5 },
    });
    expect(breakdown.accommodation.amount).toBe(99.99);
    expect(breakdown.discount?.amount.amount).toBe(10);
    expect(total.amount).toBe(89.99);
    expect(breakdown.hostFee.amount.amount).toBe(13.05);
    expect(breakdown.payout.amount).toBe(76.94);
    // 12.50 at 15 % is 1.875: the half cent goes up.
    const half = buildPriceBreakdown({ ...terms, nights: 1, nightlyRate: 12.5, cleaningFee: null });
    expect(half.breakdown.hostFee.amount.amount).toBe(1.88);
    expect(half.breakdown.payout.amount).toBe(10.62);
  });

  it('adds cents without float drift (0.1 + 0.2)', () => {
    const { total } = buildPriceBreakdown({ ...terms, nights: 1, nightlyRate: 0.1, cleaningFee: 0.2 });
    expect(total.amount).toBe(0.3);
  });
});

describe('isPriceBreakdownConsistent', () => {
  const built = buildPriceBreakdown({ ...terms, discount: { kind: 'promotion', percent: 20 } });

  it('accepts what buildPriceBreakdown makes, at the edges too', () => {
    expect(isPriceBreakdownConsistent(built.breakdown, built.total)).toBe(true);
    for (const edge of [
      { ...terms, nights: 1, nightlyRate: 0.01, cleaningFee: null },
      { ...terms, nightlyRate: 33.33, discount: { kind: 'promotion' as const, percent: 100 } },
      { ...terms, nightlyRate: 9999.99, nights: 365, hostFee: { kind: 'commission' as const, percent: 19 } },
      { ...terms, cleaningFee: 0, hostFee: { kind: 'subscription' as const } },
    ]) {
      const { breakdown, total } = buildPriceBreakdown(edge);
      expect(isPriceBreakdownConsistent(breakdown, total)).toBe(true);
    }
  });

  it('refuses a breakdown that does not add up to the total paid', () => {
    expect(
      isPriceBreakdownConsistent(built.breakdown, { ...built.total, amount: built.total.amount + 0.01 }),
    ).toBe(false);
    expect(isPriceBreakdownConsistent(built.breakdown, { ...built.total, currency: 'USD' })).toBe(false);
  });

  it('refuses parts that disagree with each other', () => {
    const { breakdown, total } = built;
    const wrongRate = { ...breakdown, nightlyRate: { ...breakdown.nightlyRate, amount: 121 } };
    const wrongPayout = { ...breakdown, payout: { ...breakdown.payout, amount: total.amount } };
    const feeOnSubscription = {
      ...breakdown,
      hostFee: { ...breakdown.hostFee, kind: 'subscription' as const },
    };
    const wrongPercent = { ...breakdown, hostFee: { ...breakdown.hostFee, percent: 20 } };
    for (const broken of [wrongRate, wrongPayout, feeOnSubscription, wrongPercent])
      expect(isPriceBreakdownConsistent(broken, total)).toBe(false);
  });

  it('accepts a commission without its percentage when the parts add up', () => {
    const { breakdown, total } = built;
    expect(
      isPriceBreakdownConsistent({ ...breakdown, hostFee: { ...breakdown.hostFee, percent: null } }, total),
    ).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  LENGTH_OF_STAY_DISCOUNT_MAX_NIGHTS,
  LENGTH_OF_STAY_DISCOUNT_MAX_PERCENT,
  LENGTH_OF_STAY_DISCOUNT_MAX_TIERS,
  LENGTH_OF_STAY_DISCOUNT_MIN_NIGHTS,
  LENGTH_OF_STAY_DISCOUNT_MIN_PERCENT,
  lengthOfStayDiscountFor,
  lengthOfStayDiscountIssues,
} from './length-of-stay-discounts.rules';
import { lengthOfStayDiscountsSchema } from './length-of-stay-discounts.schemas';
import { updatePropertyUnitBodySchema } from './property-unit.schemas';

const tier = (minimumNights: number, percent: number) => ({ minimumNights, percent });
const weeklyAndMonthly = [tier(7, 10), tier(28, 20)];

/** `path:rule-or-code` of each issue, as the server would name the field. */
const issuesOf = (tiers: unknown) =>
  (lengthOfStayDiscountsSchema.safeParse(tiers).error?.issues ?? []).map((issue) => {
    const rule = (issue as { params?: { rule?: string } }).params?.rule;
    return `${issue.path.join('.')}:${rule ?? issue.code}`;
  });

describe('lengthOfStayDiscountFor', () => {
  it.each([
    [0, 0],
    [1, 0],
    [6, 0],
    [7, 10],
    [8, 10],
    [27, 10],
    [28, 20],
    [365, 20],
  ])('%i nights → %i %%', (nights, percent) => {
    expect(lengthOfStayDiscountFor(nights, weeklyAndMonthly)).toBe(percent);
  });

  it('gives nothing without tiers', () => {
    expect(lengthOfStayDiscountFor(30, [])).toBe(0);
  });

  it('takes the tier with the most nights reached, whatever the order of the list', () => {
    expect(lengthOfStayDiscountFor(30, [tier(28, 20), tier(3, 5), tier(7, 10)])).toBe(20);
    expect(lengthOfStayDiscountFor(10, [tier(28, 20), tier(3, 5), tier(7, 10)])).toBe(10);
    expect(lengthOfStayDiscountFor(3, [tier(28, 20), tier(3, 5), tier(7, 10)])).toBe(5);
  });
});

describe('lengthOfStayDiscountIssues', () => {
  it.each([
    ['no tiers', [], []],
    ['one tier', [tier(7, 10)], []],
    ['weekly and monthly', weeklyAndMonthly, []],
    ['the same percent for a longer stay', [tier(7, 10), tier(28, 10)], []],
    ['the same nights twice', [tier(7, 10), tier(7, 15)], ['1:minimumNights:nightsNotIncreasing']],
    ['longest stay first', [tier(28, 20), tier(7, 10)], ['1:minimumNights:nightsNotIncreasing']],
    [
      'a smaller discount for a longer stay',
      [tier(7, 20), tier(28, 10)],
      ['1:percent:percentBelowShorterStay'],
    ],
    [
      'each tier against the one before it',
      [tier(3, 5), tier(7, 4), tier(7, 10), tier(28, 15)],
      ['1:percent:percentBelowShorterStay', '2:minimumNights:nightsNotIncreasing'],
    ],
    ['missing numbers (left to the field checks)', [tier(Number.NaN, 10), tier(7, Number.NaN)], []],
  ])('%s', (_name, tiers, expected) => {
    expect(lengthOfStayDiscountIssues(tiers).map((i) => `${i.index}:${i.field}:${i.rule}`)).toEqual(expected);
  });
});

describe('lengthOfStayDiscountsSchema', () => {
  it('accepts the limits themselves', () => {
    expect(issuesOf([])).toEqual([]);
    expect(
      issuesOf([
        tier(LENGTH_OF_STAY_DISCOUNT_MIN_NIGHTS, LENGTH_OF_STAY_DISCOUNT_MIN_PERCENT),
        tier(LENGTH_OF_STAY_DISCOUNT_MAX_NIGHTS, LENGTH_OF_STAY_DISCOUNT_MAX_PERCENT),
      ]),
    ).toEqual([]);
    expect(LENGTH_OF_STAY_DISCOUNT_MAX_NIGHTS).toBe(200);
    expect(LENGTH_OF_STAY_DISCOUNT_MAX_PERCENT).toBe(90);
  });

  it.each([
    ['one night', [tier(1, 10)], ['0.minimumNights:too_small']],
    ['past the longest stay', [tier(201, 10)], ['0.minimumNights:too_big']],
    ['part of a night', [tier(7.5, 10)], ['0.minimumNights:invalid_type']],
    ['no discount', [tier(7, 0)], ['0.percent:too_small']],
    ['more than the cap', [tier(7, 91)], ['0.percent:too_big']],
    ['part of a percent', [tier(7, 12.5)], ['0.percent:invalid_type']],
    ['a missing percent', [{ minimumNights: 7 }], ['0.percent:invalid_type']],
    ['a text percent', [{ minimumNights: 7, percent: '10' }], ['0.percent:invalid_type']],
    ['an unknown key', [{ ...tier(7, 10), currency: 'EUR' }], ['0:unrecognized_keys']],
    ['out of order', [tier(28, 20), tier(7, 10)], ['1.minimumNights:nightsNotIncreasing']],
    ['a smaller discount later', [tier(7, 20), tier(28, 10)], ['1.percent:percentBelowShorterStay']],
  ])('refuses %s', (_name, tiers, expected) => {
    expect(issuesOf(tiers)).toEqual(expected);
  });

  it(`holds at most ${LENGTH_OF_STAY_DISCOUNT_MAX_TIERS} tiers`, () => {
    const tiers = Array.from({ length: LENGTH_OF_STAY_DISCOUNT_MAX_TIERS + 1 }, (_, i) => tier(2 + i, 1 + i));
    expect(issuesOf(tiers.slice(0, -1))).toEqual([]);
    expect(issuesOf(tiers)).toEqual([':too_big']);
  });

  it('names the field of the PATCH body under price', () => {
    const parsed = updatePropertyUnitBodySchema.safeParse({
      price: { nightly: 100, lengthOfStayDiscounts: [tier(7, 20), tier(28, 10)] },
    });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'price.lengthOfStayDiscounts.1.percent',
    ]);
    expect(updatePropertyUnitBodySchema.safeParse({ price: { lengthOfStayDiscounts: [] } }).success).toBe(
      true,
    );
  });
});

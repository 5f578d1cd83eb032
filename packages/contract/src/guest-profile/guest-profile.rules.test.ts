import { describe, expect, it } from 'vitest';
import { guestProfileSchema } from './guest-profile.schemas';
import { guestMatchLabel } from './guest-profile.rules';

describe('guestMatchLabel (spec §2: potential, nice, nice, good, great, best match)', () => {
  it.each([
    [0, 'potential'],
    [1, 'nice'],
    [2, 'nice'],
    [3, 'good'],
    [4, 'great'],
    [5, 'best'],
  ] as const)('score %i → %s', (score, label) => {
    expect(guestMatchLabel(score)).toBe(label);
  });

  it('clamps scores outside 0–5 and rounds fractions down', () => {
    expect(guestMatchLabel(-1)).toBe('potential');
    expect(guestMatchLabel(6)).toBe('best');
    expect(guestMatchLabel(4.9)).toBe('great');
    expect(guestMatchLabel(Number.NaN)).toBe('potential');
  });
});

describe('guestProfileSchema (spec §5)', () => {
  const valid = {
    bookingTimes: ['earlyBird'],
    stayDurations: ['shortStay', 'longStay'],
    startOfStay: ['weekend'],
    groupSizes: ['family'],
    language: 'hostLanguage',
  };

  it('accepts one or more options per question step and a single language', () => {
    expect(guestProfileSchema.safeParse(valid).success).toBe(true);
  });

  it('needs at least one option in each of steps 1–4', () => {
    for (const key of ['bookingTimes', 'stayDurations', 'startOfStay', 'groupSizes']) {
      expect(guestProfileSchema.safeParse({ ...valid, [key]: [] }).success).toBe(false);
    }
  });

  it('takes language as one choice, not a list', () => {
    expect(guestProfileSchema.safeParse({ ...valid, language: ['hostLanguage'] }).success).toBe(false);
  });

  it('refuses a repeated option', () => {
    expect(guestProfileSchema.safeParse({ ...valid, groupSizes: ['solo', 'solo'] }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { MULTI_UNIT_STEPS, SINGLE_UNIT_STEPS } from './listing-steps';

// spec §2 "Listing flow": orders, groups and the 0–3 effort weights (publish 0).
describe('single-unit steps', () => {
  it('has the 20 steps of spec §2 in order, with their URL segments', () => {
    expect(SINGLE_UNIT_STEPS.map((step) => step.name)).toEqual([
      'property',
      'location',
      'location/address',
      'guests-and-rooms/info',
      'guests-and-rooms/beds',
      'photos',
      'amenities',
      'title',
      'price-and-availability',
      'calendar-availability',
      'commission-model',
      'verification/info',
      'commercial-model',
      'booking-preference',
      'personal-details/info',
      'personal-details/owner',
      'subscription/plan',
      'subscription/boost',
      'regional-requirements',
      'publish',
    ]);
  });

  it('uses only the four single-unit groups, in order', () => {
    const groups = [...new Set(SINGLE_UNIT_STEPS.map((step) => step.group))];
    expect(groups).toEqual([
      'property-basic-info',
      'property-detail',
      'pricing-and-availability',
      'final-info',
    ]);
  });

  it('marks the account steps onboarding-only', () => {
    expect(SINGLE_UNIT_STEPS.filter((step) => step.onboardingOnly).map((step) => step.name)).toEqual([
      'commission-model',
      'verification/info',
      'commercial-model',
      'personal-details/info',
      'personal-details/owner',
    ]);
  });
});

describe('multi-unit steps', () => {
  it('has the 21 items of spec §2, item 18 split into two pages (22 steps)', () => {
    expect(MULTI_UNIT_STEPS.map((step) => step.name)).toEqual([
      'property',
      'location',
      'location/address',
      'property-title',
      'start-unit',
      'unit-type',
      'guests-and-rooms/info',
      'guests-and-rooms/beds',
      'photos',
      'amenities',
      'title',
      'price-and-availability',
      'price-and-availability/promotions',
      'price-and-availability/seasons',
      'calendar-availability',
      'commission-model',
      'verification/info',
      'personal-details/info',
      'personal-details/owner',
      'booking-preference',
      'regional-requirements',
      'publish',
    ]);
  });

  it('uses the five multi-unit groups, in order', () => {
    const groups = [...new Set(MULTI_UNIT_STEPS.map((step) => step.group))];
    expect(groups).toEqual([
      'property-basic-info',
      'unit-basic-info',
      'unit-details',
      'pricing-and-availability',
      'final-info',
    ]);
  });

  it('marks items 16–18 onboarding-only, and nothing else', () => {
    expect(MULTI_UNIT_STEPS.filter((step) => step.onboardingOnly).map((step) => step.name)).toEqual([
      'commission-model',
      'verification/info',
      'personal-details/info',
      'personal-details/owner',
    ]);
  });
});

describe('weights and forms', () => {
  it('keeps every weight within 0–3, with publish at 0', () => {
    for (const step of [...SINGLE_UNIT_STEPS, ...MULTI_UNIT_STEPS]) {
      expect(step.weight).toBeGreaterThanOrEqual(0);
      expect(step.weight).toBeLessThanOrEqual(3);
    }
    expect(SINGLE_UNIT_STEPS.at(-1)).toMatchObject({ name: 'publish', weight: 0 });
    expect(MULTI_UNIT_STEPS.at(-1)).toMatchObject({ name: 'publish', weight: 0 });
  });

  it('gives the same step the same weight in both flows', () => {
    for (const step of SINGLE_UNIT_STEPS) {
      const twin = MULTI_UNIT_STEPS.find((other) => other.name === step.name);
      if (twin) expect(twin.weight).toBe(step.weight);
    }
  });

  it('has no form on start-unit and publish only', () => {
    expect(MULTI_UNIT_STEPS.filter((step) => !step.hasForm).map((step) => step.name)).toEqual([
      'start-unit',
      'publish',
    ]);
    expect(SINGLE_UNIT_STEPS.filter((step) => !step.hasForm).map((step) => step.name)).toEqual(['publish']);
  });

  it('allows skipping ahead on the optional pages only', () => {
    expect(MULTI_UNIT_STEPS.filter((step) => step.skipAhead).map((step) => step.name)).toEqual([
      'amenities',
      'price-and-availability/promotions',
      'price-and-availability/seasons',
      'calendar-availability',
      'booking-preference',
    ]);
    expect(SINGLE_UNIT_STEPS.filter((step) => step.skipAhead).map((step) => step.name)).toEqual([
      'amenities',
      'calendar-availability',
      'booking-preference',
      'subscription/boost',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { HostListingInput } from './listing-host.rules';
import { hostListingState } from './listing-host.rules';
import { missingListingSteps, requiredListingSteps } from './listing-publish.rules';
import { SINGLE_UNIT_STEPS } from './listing-steps';

const commissionHost: HostListingInput = {
  propertyType: 'single',
  propertyHasFinishedUnit: false,
  onboardingFinished: false,
  userType: 'individual',
  appFeatures: { commissionApplicable: true, subscriptionApplicable: false, isB2B: false },
  hasRegionalRequirements: true,
  completedSteps: [],
};

const names = (input: HostListingInput) => hostListingState(input).visibleSteps.map((step) => step.name);

describe('hostListingState', () => {
  it('an individual commission host in onboarding walks 16 single-unit steps', () => {
    expect(names(commissionHost)).toEqual([
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
      'booking-preference',
      'personal-details/info',
      'regional-requirements',
      'publish',
    ]);
  });

  it('once onboarding is finished the account steps go', () => {
    expect(names({ ...commissionHost, onboardingFinished: true })).not.toContain('commission-model');
    expect(names({ ...commissionHost, onboardingFinished: true })).toHaveLength(13);
  });

  it('a B2B subscription agency gets plan and boost, the owner step, no commission steps', () => {
    const visible = names({
      ...commissionHost,
      userType: 'company',
      appFeatures: { commissionApplicable: false, subscriptionApplicable: true, isB2B: true },
    });
    expect(visible).toEqual(
      expect.arrayContaining(['subscription/plan', 'subscription/boost', 'personal-details/owner']),
    );
    expect(visible).not.toContain('commission-model');
    expect(visible).not.toContain('verification/info');
    expect(visible).not.toContain('booking-preference');
  });

  it('a hybrid host (commission and subscription) chooses the commercial model', () => {
    const visible = names({
      ...commissionHost,
      appFeatures: { commissionApplicable: true, subscriptionApplicable: true, isB2B: false },
    });
    expect(visible).toContain('commercial-model');
  });

  it('hides regional requirements where the country has none', () => {
    expect(names({ ...commissionHost, hasRegionalRequirements: false })).not.toContain(
      'regional-requirements',
    );
  });

  it('lists what publish still needs, in flow order, skipping optional steps', () => {
    const state = hostListingState({ ...commissionHost, completedSteps: ['property', 'location', 'photos'] });
    expect(state.missingSteps).toEqual([
      'location/address',
      'guests-and-rooms/info',
      'guests-and-rooms/beds',
      'title',
      'price-and-availability',
      'commission-model',
      'verification/info',
      'personal-details/info',
      'regional-requirements',
    ]);
    expect(state.nextStep.name).toBe('location/address');
  });

  it('nothing is missing once every required step is done', () => {
    const required = requiredListingSteps(SINGLE_UNIT_STEPS).map((step) => step.name);
    expect(missingListingSteps(SINGLE_UNIT_STEPS, required)).toEqual([]);
    expect(required).not.toContain('amenities');
    expect(required).not.toContain('publish');
  });

  it('an additional unit of a multi-unit property starts at start-unit', () => {
    const state = hostListingState({
      ...commissionHost,
      propertyType: 'multi',
      propertyHasFinishedUnit: true,
    });
    expect(state.flow.id).toBe('additional-unit');
    expect(state.nextStep.name).toBe('start-unit');
    expect(state.missingSteps[0]).toBe('unit-type');
  });
});

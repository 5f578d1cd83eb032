import type { ListingStepName } from '@hostdeck/contract/listing/listing.schemas';
import { hostListingState } from '@hostdeck/contract/listing/listing-host.rules';
import { describe, expect, it } from 'vitest';
import {
  canSkipPage,
  completionPlan,
  isPageVisible,
  nextPage,
  previousPage,
  stepOfPage,
  withCompleted,
} from './listing-navigation.rules';

function view(
  propertyType: 'single' | 'multi',
  onboardingFinished = false,
  hasRegionalRequirements = false,
  subscriptionApplicable = false,
) {
  return hostListingState({
    propertyType,
    propertyHasFinishedUnit: false,
    onboardingFinished,
    userType: 'individual',
    appFeatures: { commissionApplicable: true, subscriptionApplicable, isB2B: false },
    hasRegionalRequirements,
    completedSteps: [],
  });
}

describe('completionPlan', () => {
  it.each([
    ['single', 'property', 'property', 'location'],
    ['single', 'calendar-availability', 'calendar-availability', 'commission-model'],
    ['single', 'price-and-availability/promotions', null, 'price-and-availability'],
    ['single', 'price-and-availability/seasons', null, 'price-and-availability'],
    ['single', 'commercial-model/plan', null, 'commercial-model/plan-services'],
    ['single', 'commercial-model/plan-services', 'commercial-model', 'booking-preference'],
    [
      'multi',
      'price-and-availability/promotions',
      'price-and-availability/promotions',
      'price-and-availability/seasons',
    ],
    ['multi', 'booking-preference', 'booking-preference', 'publish'],
    ['single', 'booking-preference', 'booking-preference', 'personal-details/info'],
    ['single', 'subscription/boost', 'subscription/boost', 'publish'],
    ['multi', 'publish', 'publish', 'publish'],
  ] as const)('%s %s records %s and goes to %s', (type, page, record, goTo) => {
    // A hybrid host (commission and subscription) sees the commercial-model pages.
    expect(completionPlan(view(type, false, false, true), page)).toEqual({ record, goTo });
  });

  it('skips the steps the host does not see', () => {
    // Onboarding over: the account steps are gone, so calendar leads to booking preference.
    expect(completionPlan(view('single', true), 'calendar-availability').goTo).toBe('booking-preference');
    expect(completionPlan(view('multi', false, true), 'booking-preference').goTo).toBe(
      'regional-requirements',
    );
  });
});

describe('back, skip and visibility', () => {
  it('has no back on the first page and goes to the previous visible step otherwise', () => {
    expect(previousPage(view('single'), 'property')).toBeNull();
    expect(previousPage(view('single'), 'location')).toBe('property');
    expect(previousPage(view('single', true), 'booking-preference')).toBe('calendar-availability');
    expect(previousPage(view('single'), 'price-and-availability/seasons')).toBe('price-and-availability');
    expect(previousPage(view('single', false, false, true), 'commercial-model/plan-services')).toBe(
      'commercial-model/plan',
    );
  });

  it('offers skip only on the skippable steps', () => {
    expect(canSkipPage(view('single'), 'amenities')).toBe(true);
    expect(canSkipPage(view('single'), 'photos')).toBe(false);
    expect(canSkipPage(view('single'), 'price-and-availability/promotions')).toBe(false);
    expect(canSkipPage(view('multi'), 'price-and-availability/promotions')).toBe(true);
    expect(nextPage(view('single'), 'amenities')).toBe('title');
  });

  it('knows which pages a host sees', () => {
    expect(isPageVisible(view('single'), 'commercial-model/plan')).toBe(false);
    expect(isPageVisible(view('single', false, false, true), 'commercial-model/plan')).toBe(true);
    expect(isPageVisible(view('single', true), 'commercial-model/plan')).toBe(false);
    expect(isPageVisible(view('single'), 'property-title')).toBe(false);
    expect(isPageVisible(view('single'), 'regional-requirements')).toBe(false);
    expect(isPageVisible(view('multi', false, true), 'regional-requirements')).toBe(true);
    expect(stepOfPage('multi-unit', 'price-and-availability/seasons')).toBe('price-and-availability/seasons');
  });

  it('adds a completed step once', () => {
    const done: ListingStepName[] = ['property'];
    expect(withCompleted(done, 'property')).toEqual(['property']);
    expect(withCompleted(done, 'location')).toEqual(['property', 'location']);
  });
});

import { hostListingState } from '@hostdeck/contract/listing/listing-host.rules';
import type { ListingStepName } from '@hostdeck/contract/listing/listing.schemas';
import type { PropertyUnitState } from '@hostdeck/contract/properties/property-unit-state.schemas';
import { describe, expect, it } from 'vitest';
import { decideListingEntry, readListingEntryQuery, unitEntryTarget } from './listing-entry.rules';

const unitQuery = 'propertyId=p1&unitId=u1';
const inProgress = { propertyId: 'p2', unitId: 'u2' };

describe('decideListingEntry', () => {
  it.each([
    [unitQuery, inProgress, true, true, { kind: 'unit', propertyId: 'p1', unitId: 'u1' }],
    ['', inProgress, true, true, { kind: 'unit', propertyId: 'p2', unitId: 'u2' }],
    ['propertyId=p1', inProgress, true, false, { kind: 'unit', propertyId: 'p2', unitId: 'u2' }],
    ['', null, true, true, { kind: 'navigate', to: '/listing/add-property' }],
    ['step=photos', null, true, true, { kind: 'navigate', to: '/properties' }],
    ['', null, false, true, { kind: 'navigate', to: '/listing/first-property' }],
    ['', null, false, false, { kind: 'navigate', to: '/listing/check-eligibility' }],
    ['step=photos', null, false, false, { kind: 'navigate', to: '/listing/check-eligibility' }],
  ] as const)(
    '?%s, in progress %o, properties %s, onboarded %s → %o',
    (search, progress, has, done, expected) => {
      const decision = decideListingEntry({
        query: readListingEntryQuery(new URLSearchParams(search)),
        inProgress: progress,
        hasProperties: has,
        onboardingFinished: done,
      });
      expect(decision).toEqual(expected);
    },
  );

  it('ignores a step that is not one', () => {
    expect(readListingEntryQuery(new URLSearchParams('step=nope')).step).toBeNull();
  });
});

describe('unitEntryTarget', () => {
  const listing = hostListingState({
    propertyType: 'single',
    propertyHasFinishedUnit: false,
    onboardingFinished: true,
    userType: 'individual',
    appFeatures: { commissionApplicable: true, subscriptionApplicable: false, isB2B: false },
    hasRegionalRequirements: false,
    completedSteps: ['property', 'location'],
  });
  it.each([
    ['IN_PROGRESS', null, '/listing/single-unit/p1/u1/location/address'],
    ['IN_PROGRESS', 'photos', '/listing/single-unit/p1/u1/photos'],
    ['IN_PROGRESS', 'subscription/plan', '/listing/single-unit/p1/u1/location/address'],
    ['PUBLISHED', null, '/properties/p1/units/u1'],
    ['PUBLISHED', 'photos', '/properties/p1/units/u1/photos'],
    ['UNDER_REVIEW', 'subscription/plan', '/properties/p1/units/u1/subscription-and-boosters'],
    ['PUBLISHED', 'title', '/properties/p1/units/u1'],
  ] as const)('%s with step %s → %s', (unitState, step, expected) => {
    expect(
      unitEntryTarget({
        propertyId: 'p1',
        unitId: 'u1',
        unitState: unitState as PropertyUnitState,
        listing,
        step: step as ListingStepName | null,
      }),
    ).toBe(expected);
  });
});

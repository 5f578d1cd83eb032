import { describe, expect, it } from 'vitest';
import type { ListingStepName } from './listing.schemas';
import type { ListingFlowInput } from './listing-flow.rules';
import {
  canSkipAhead,
  chooseListingFlow,
  listingProgress,
  listingStepPath,
  nextListingStep,
  visibleListingSteps,
} from './listing-flow.rules';

// Cumulative percents when the visible steps are completed in order; worked out by hand from the
// weights (spec §9 "Effort weight per listing step 0 to 3"), rounded half up.
const cases: {
  input: ListingFlowInput;
  id: string;
  first: ListingStepName;
  total: number;
  percents: number[];
}[] = [
  {
    input: { propertyType: 'single', onboardingFinished: false, propertyHasFinishedUnit: false },
    id: 'single-unit-onboarding',
    first: 'property',
    total: 20,
    percents: [3, 6, 12, 18, 24, 32, 38, 44, 53, 59, 62, 65, 71, 74, 79, 85, 91, 94, 100, 100],
  },
  {
    input: { propertyType: 'single', onboardingFinished: true, propertyHasFinishedUnit: false },
    id: 'single-unit',
    first: 'property',
    total: 15,
    percents: [4, 8, 15, 23, 31, 42, 50, 58, 69, 77, 81, 88, 92, 100, 100],
  },
  {
    input: { propertyType: 'multi', onboardingFinished: false, propertyHasFinishedUnit: false },
    id: 'first-multi-unit-onboarding',
    first: 'property',
    total: 22,
    percents: [3, 6, 12, 15, 15, 18, 24, 30, 39, 45, 52, 61, 64, 67, 73, 76, 79, 85, 91, 94, 100, 100],
  },
  {
    input: { propertyType: 'multi', onboardingFinished: true, propertyHasFinishedUnit: false },
    id: 'first-multi-unit',
    first: 'property',
    total: 18,
    percents: [4, 7, 15, 19, 19, 22, 30, 37, 48, 56, 63, 74, 78, 81, 89, 93, 100, 100],
  },
  {
    input: { propertyType: 'multi', onboardingFinished: true, propertyHasFinishedUnit: true },
    id: 'additional-unit',
    first: 'start-unit',
    total: 14,
    percents: [0, 5, 14, 23, 36, 45, 55, 68, 73, 77, 86, 91, 100, 100],
  },
  {
    input: { propertyType: 'multi', onboardingFinished: false, propertyHasFinishedUnit: true },
    id: 'additional-unit',
    first: 'start-unit',
    total: 14,
    percents: [0, 5, 14, 23, 36, 45, 55, 68, 73, 77, 86, 91, 100, 100],
  },
];

describe('chooseListingFlow and progress, every flow combination', () => {
  for (const { input, id, first, total, percents } of cases) {
    const label = `${input.propertyType}, onboarding ${input.onboardingFinished ? 'finished' : 'in progress'}, finished unit ${input.propertyHasFinishedUnit}`;
    it(`${label} → ${id}, starting at ${first}, ${total} visible steps`, () => {
      const flow = chooseListingFlow(input);
      expect(flow.id).toBe(id);
      const visible = visibleListingSteps(flow);
      expect(visible).toHaveLength(total);
      expect(visible[0]?.name).toBe(first);
      expect(nextListingStep(visible, []).name).toBe(first);
      expect(listingProgress(visible, [])).toEqual({
        completedSteps: 0,
        totalSteps: total,
        progressPercent: 0,
      });
    });

    it(`${label}: the percent after each completed step`, () => {
      const visible = visibleListingSteps(chooseListingFlow(input));
      const completed: ListingStepName[] = [];
      const seen = visible.map((step) => {
        completed.push(step.name);
        return listingProgress(visible, completed).progressPercent;
      });
      expect(seen).toEqual(percents);
    });
  }

  it('treats a single property with a finished unit like any single-unit flow', () => {
    expect(
      chooseListingFlow({ propertyType: 'single', onboardingFinished: true, propertyHasFinishedUnit: true })
        .id,
    ).toBe('single-unit');
    expect(
      chooseListingFlow({ propertyType: 'single', onboardingFinished: false, propertyHasFinishedUnit: true })
        .id,
    ).toBe('single-unit-onboarding');
  });
});

describe('hidden steps', () => {
  const flow = chooseListingFlow({
    propertyType: 'single',
    onboardingFinished: false,
    propertyHasFinishedUnit: false,
  });

  it('drops listed steps from the visible ones and from the percent', () => {
    const visible = visibleListingSteps(flow, ['subscription/plan', 'subscription/boost']);
    expect(visible.map((step) => step.name)).not.toContain('subscription/plan');
    expect(visible).toHaveLength(18);
    // 34 − 3 = 31 weight left; property + location = 2 → 6 %.
    expect(listingProgress(visible, ['property', 'location']).progressPercent).toBe(6);
  });

  it('never hides publish', () => {
    expect(visibleListingSteps(flow, ['publish']).at(-1)?.name).toBe('publish');
  });

  it('ignores completed steps that are not visible', () => {
    const visible = visibleListingSteps(chooseListingFlow({ ...flowInput(true) }));
    expect(listingProgress(visible, ['commission-model']).progressPercent).toBe(0);
    expect(listingProgress(visible, ['commission-model']).completedSteps).toBe(0);
  });
});

function flowInput(onboardingFinished: boolean): ListingFlowInput {
  return { propertyType: 'single', onboardingFinished, propertyHasFinishedUnit: false };
}

describe('nextListingStep (spec §4)', () => {
  const visible = visibleListingSteps(chooseListingFlow(flowInput(true)));

  it('is the first visible step not completed, even with gaps before later completed steps', () => {
    expect(nextListingStep(visible, ['property', 'photos']).name).toBe('location');
    expect(nextListingStep(visible, ['property', 'location', 'location/address']).name).toBe(
      'guests-and-rooms/info',
    );
  });

  it('is the last step when every step is completed', () => {
    expect(
      nextListingStep(
        visible,
        visible.map((step) => step.name),
      ).name,
    ).toBe('publish');
  });

  it('skips onboarding-only steps once onboarding is finished', () => {
    const done = visible.slice(0, 10).map((step) => step.name);
    expect(nextListingStep(visible, done).name).toBe('booking-preference');
  });

  it('throws on an empty step list', () => {
    expect(() => nextListingStep([], [])).toThrow();
  });
});

describe('skip-ahead and paths', () => {
  it('allows skip-ahead on optional pages only', () => {
    const multi = chooseListingFlow({
      propertyType: 'multi',
      onboardingFinished: false,
      propertyHasFinishedUnit: false,
    });
    expect(canSkipAhead(multi, 'price-and-availability/seasons')).toBe(true);
    expect(canSkipAhead(multi, 'photos')).toBe(false);
    expect(canSkipAhead(multi, 'subscription/boost')).toBe(false);
  });

  it('builds the step URL of spec §2', () => {
    expect(listingStepPath('single-unit', 'p1', 'u 1', 'guests-and-rooms/beds')).toBe(
      '/listing/single-unit/p1/u%201/guests-and-rooms/beds',
    );
  });
});

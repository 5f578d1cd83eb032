import { describe, expect, it } from 'vitest';
import { listingState } from './listing-progress.rules';

describe('listingState', () => {
  it('combines flow, visible steps, next step and progress for a new host', () => {
    const state = listingState({
      propertyType: 'single',
      onboardingFinished: false,
      propertyHasFinishedUnit: false,
      completedSteps: ['property', 'location', 'location/address'],
      hiddenSteps: ['subscription/plan', 'subscription/boost'],
    });
    expect(state.flow.id).toBe('single-unit-onboarding');
    expect(state.nextStep.name).toBe('guests-and-rooms/info');
    // Weights 1 + 1 + 2 = 4 of 34 − 3 = 31 → 12.9 → 13 %.
    expect(state).toMatchObject({ completedSteps: 3, totalSteps: 18, progressPercent: 13 });
  });

  it('starts an additional unit at start-unit', () => {
    const state = listingState({
      propertyType: 'multi',
      onboardingFinished: true,
      propertyHasFinishedUnit: true,
      completedSteps: [],
    });
    expect(state.nextStep.name).toBe('start-unit');
    expect(state.progressPercent).toBe(0);
  });
});

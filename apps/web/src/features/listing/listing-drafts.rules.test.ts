import type { ListingInProgress } from '@hostdeck/contract/home/home.schemas';
import { describe, expect, it } from 'vitest';
import { reusableDraft } from './listing-drafts.rules';

const draft = (overrides: Partial<ListingInProgress>): ListingInProgress => ({
  propertyId: 'P-1',
  unitId: 'U-1',
  title: null,
  completedSteps: 0,
  totalSteps: 16,
  progressPercent: 0,
  flow: 'single-unit',
  ...overrides,
});

describe('reusableDraft', () => {
  it('reuses an untouched draft of the same kind', () => {
    expect(reusableDraft([draft({})], 'single')?.unitId).toBe('U-1');
    expect(reusableDraft([draft({ flow: 'multi-unit', unitId: 'U-2' })], 'multi')?.unitId).toBe('U-2');
  });

  it('never reuses a draft of the other kind, one with a step done, or one with a title', () => {
    expect(reusableDraft([draft({ flow: 'multi-unit' })], 'single')).toBeNull();
    expect(reusableDraft([draft({ completedSteps: 1 })], 'single')).toBeNull();
    expect(reusableDraft([draft({ title: 'Seaside houses', flow: 'multi-unit' })], 'multi')).toBeNull();
    expect(reusableDraft([], 'single')).toBeNull();
  });
});

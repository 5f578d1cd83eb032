import { describe, expect, it } from 'vitest';
import type { PropertyUnitState } from './property-unit-state.schemas';
import { firstUnitIds, propertyStateOf, summariseUnits, type UnitFacts } from './property-state.rules';

const unit = (publicId: string, state: PropertyUnitState, valid = true): UnitFacts => ({
  publicId,
  state,
  registrationNumberValid: valid,
  nationalIdCodeValid: true,
});

describe('property state and unit summary (spec §3)', () => {
  it.each<[string, UnitFacts[], string]>([
    ['no units', [], 'IN_PROGRESS'],
    ['only an in-progress unit', [unit('U1', 'IN_PROGRESS')], 'IN_PROGRESS'],
    ['a published unit', [unit('U1', 'IN_PROGRESS'), unit('U2', 'PUBLISHED')], 'ACTIVE'],
    ['unpublished and in progress', [unit('U1', 'UNPUBLISHED'), unit('U2', 'IN_PROGRESS')], 'INACTIVE'],
    ['under review only', [unit('U1', 'UNDER_REVIEW')], 'INACTIVE'],
  ])('%s → %s', (_name, units, state) => {
    expect(propertyStateOf(units)).toBe(state);
  });

  it('finds the first in-progress and the first finished unit in order', () => {
    expect(
      firstUnitIds([unit('U1', 'IN_PROGRESS'), unit('U2', 'APPROVED'), unit('U3', 'IN_PROGRESS')]),
    ).toEqual({
      firstInProgressUnitId: 'U1',
      firstFinishedUnitId: 'U2',
    });
  });

  it('counts published, in-progress and action-needed units', () => {
    expect(
      summariseUnits([
        unit('U1', 'PUBLISHED'),
        unit('U2', 'PUBLISHED', false),
        unit('U3', 'REJECTED_BY_STAFF'),
        unit('U4', 'IN_PROGRESS'),
      ]),
    ).toEqual({ total: 4, published: 2, inProgress: 1, actionNeeded: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import type { PropertyUnitState } from './property-unit-state.schemas';
import { canDeleteUnit, unitActions } from './unit-actions.rules';

describe('unitActions (spec §4)', () => {
  it.each<[PropertyUnitState, boolean, string[]]>([
    ['IN_PROGRESS', true, ['publish', 'delete']],
    ['IN_PROGRESS', false, ['delete']],
    ['UNDER_REVIEW', true, ['delete']],
    ['REJECTED_BY_STAFF', true, ['publish', 'delete']],
    ['REJECTED_BY_STAFF', false, ['delete']],
    ['PUBLISHED', true, ['unpublish']],
    ['APPROVED', true, ['unpublish']],
    ['UNPUBLISHED', true, ['publish', 'delete']],
    ['DELETED', true, []],
  ])('%s (publishable: %s) offers %j', (state, publishable, actions) => {
    expect(unitActions(state, publishable)).toEqual(actions);
  });

  it('never lets an online unit be deleted', () => {
    expect(canDeleteUnit('PUBLISHED')).toBe(false);
    expect(canDeleteUnit('APPROVED')).toBe(false);
    expect(canDeleteUnit('UNPUBLISHED')).toBe(true);
  });
});

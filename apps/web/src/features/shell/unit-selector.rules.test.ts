import type { UnitListItem } from '@hostdeck/contract/properties/property-unit.schemas';
import { describe, expect, it } from 'vitest';
import { nextActiveIndex, selectorGroups } from './unit-selector.rules';

const single = (id: string, title: string | null): UnitListItem => ({
  id,
  title,
  propertyType: 'single',
  accommodationType: null,
  propertyId: `p-${id}`,
  propertyUnitPublicId: id,
  units: [],
});
const multi = (id: string, title: string, units: string[]): UnitListItem => ({
  id,
  title,
  propertyType: 'multi',
  accommodationType: null,
  propertyId: id,
  propertyUnitPublicId: units[0] ?? '',
  units: units.map((unitId) => ({ id: unitId, title: unitId.toUpperCase(), state: 'PUBLISHED' })),
});
const labels = { singleUnits: 'Single units', untitled: 'Untitled' };

describe('selectorGroups', () => {
  it('puts single units first, then one group per multi-unit property, skipping empty ones', () => {
    const groups = selectorGroups(
      [
        multi('m-1', 'Villa park', ['a', 'b']),
        single('s-1', 'Flat'),
        multi('m-2', 'Empty', []),
        single('s-2', null),
      ],
      labels,
    );
    expect(groups).toEqual([
      {
        key: 'single-units',
        label: 'Single units',
        options: [
          { unitId: 's-1', label: 'Flat' },
          { unitId: 's-2', label: 'Untitled' },
        ],
      },
      {
        key: 'm-1',
        label: 'Villa park',
        options: [
          { unitId: 'a', label: 'A' },
          { unitId: 'b', label: 'B' },
        ],
      },
    ]);
  });

  it('has no single-units group without single units', () => {
    expect(selectorGroups([multi('m-1', 'Villa', ['a'])], labels).map((group) => group.key)).toEqual(['m-1']);
  });
});

describe('nextActiveIndex', () => {
  it.each([
    [-1, 'ArrowDown', 3, 0],
    [0, 'ArrowDown', 3, 1],
    [2, 'ArrowDown', 3, 2],
    [2, 'ArrowUp', 3, 1],
    [0, 'ArrowUp', 3, 0],
    [-1, 'ArrowUp', 3, 0],
    [0, 'ArrowDown', 0, -1],
  ] as const)('from %s with %s over %s → %s', (current, key, count, expected) => {
    expect(nextActiveIndex(current, key, count)).toBe(expected);
  });
});

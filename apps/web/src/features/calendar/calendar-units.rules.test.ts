import type { UnitListItem } from '@hostdeck/contract/properties/property-unit.schemas';
import { describe, expect, it } from 'vitest';
import { calendarIndexTarget, calendarUnitOptions } from './calendar-units.rules';

const single = (id: string, title: string | null): UnitListItem => ({
  id,
  title,
  propertyType: 'single',
  accommodationType: null,
  propertyId: `p-${id}`,
  propertyUnitPublicId: id,
  units: [],
});

const multi = (id: string, units: string[]): UnitListItem => ({
  id,
  title: 'Villa',
  propertyType: 'multi',
  accommodationType: null,
  propertyId: id,
  propertyUnitPublicId: units[0] ?? '',
  units: units.map((unit) => ({ id: unit, title: `Apartment ${unit}`, state: 'PUBLISHED' })),
});

describe('the calendar unit picker', () => {
  it('lists single units by title and units of a multi-unit property with the property', () => {
    expect(calendarUnitOptions([single('u1', null), multi('p2', ['a', 'b'])], 'Untitled')).toEqual([
      { value: 'u1', label: 'Untitled' },
      { value: 'a', label: 'Apartment a · Villa' },
      { value: 'b', label: 'Apartment b · Villa' },
    ]);
  });
});

describe('/calendar without a unit', () => {
  it('opens the only unit of a host with one', () => {
    expect(calendarIndexTarget([single('u1', 'Loft')], 1)).toEqual({ kind: 'unit', unitId: 'u1' });
    expect(calendarIndexTarget([multi('p1', ['a'])], 1)).toEqual({ kind: 'unit', unitId: 'a' });
  });

  it('shows the timeline to a host with several units, listed or on later pages', () => {
    expect(calendarIndexTarget([multi('p1', ['a', 'b'])], 1)).toEqual({ kind: 'timeline' });
    expect(calendarIndexTarget([single('u1', 'Loft')], 2)).toEqual({ kind: 'timeline' });
  });

  it('has nothing to open for a host without units', () => {
    expect(calendarIndexTarget([], 0)).toEqual({ kind: 'none' });
  });
});

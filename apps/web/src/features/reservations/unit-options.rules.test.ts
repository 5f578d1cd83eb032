import { describe, expect, it } from 'vitest';
import { unitOptions } from './unit-options.rules';

describe('unit options', () => {
  it('lists single units by title and units of a multi-unit property with the property’s, once each', () => {
    const single = {
      id: 'u-1',
      title: null,
      propertyType: 'single' as const,
      accommodationType: null,
      propertyId: 'p-1',
      propertyUnitPublicId: 'u-1',
      units: [],
    };
    const multi = {
      ...single,
      id: 'p-2',
      title: 'Villa Lapad',
      propertyType: 'multi' as const,
      propertyId: 'p-2',
      propertyUnitPublicId: 'u-2',
      units: [
        { id: 'u-2', title: 'Garden room', state: 'PUBLISHED' as const },
        { id: 'u-3', title: null, state: 'IN_PROGRESS' as const },
      ],
    };
    expect(unitOptions([single, multi, multi], 'Untitled')).toEqual([
      { value: 'u-1', label: 'Untitled' },
      { value: 'u-2', label: 'Garden room · Villa Lapad' },
      { value: 'u-3', label: 'Untitled · Villa Lapad' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { groupAmenities } from './amenities.catalog';

describe('groupAmenities', () => {
  it('groups the configured amenities in a fixed order and drops empty groups', () => {
    const groups = groupAmenities([
      { key: 'pool', label: 'Pool' },
      { key: 'wifi', label: 'Wi-Fi' },
      { key: 'elevator', label: 'Elevator' },
    ]);
    expect(groups.map((entry) => [entry.group, entry.items.map((item) => item.key)])).toEqual([
      ['essentials', ['wifi']],
      ['outdoor', ['pool']],
      ['building', ['elevator']],
    ]);
  });
});

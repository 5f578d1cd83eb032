import { describe, expect, it } from 'vitest';
import { chosenProperty, timelinePropertyOptions } from './timeline-property-options.rules';

describe('the timeline’s property filter options', () => {
  it('lists every property once, by name in the locale’s order, untitled ones last', () => {
    const items = [
      { propertyId: 'p3', title: 'Übersee Haus' },
      { propertyId: 'p1', title: 'apartment 10' },
      { propertyId: 'p9', title: null },
      { propertyId: 'p2', title: 'Apartment 9' },
      { propertyId: 'p1', title: 'apartment 10 (again)' },
      { propertyId: 'p4', title: '  ' },
      { propertyId: 'p5', title: 'Zebra loft' },
    ];
    expect(timelinePropertyOptions(items, 'de')).toEqual([
      { id: 'p2', title: 'Apartment 9' },
      { id: 'p1', title: 'apartment 10' },
      { id: 'p3', title: 'Übersee Haus' },
      { id: 'p5', title: 'Zebra loft' },
      { id: 'p9', title: null },
      { id: 'p4', title: null },
    ]);
  });

  it('keeps every property of a host with more than one page of them (beyond the first 200 units)', () => {
    const items = Array.from({ length: 250 }, (_, index) => ({
      propertyId: `p${index}`,
      title: `Home ${index}`,
    }));
    const options = timelinePropertyOptions(items, 'en');
    expect(options).toHaveLength(250);
    expect(options.at(-1)).toEqual({ id: 'p249', title: 'Home 249' });
  });

  it('takes the address’s property only while it is one of the options', () => {
    const options = [{ id: 'p1', title: 'Loft' }];
    expect(chosenProperty('p1', options)).toBe('p1');
    expect(chosenProperty('gone', options)).toBeNull();
    expect(chosenProperty(null, options)).toBeNull();
    expect(chosenProperty('p1', undefined)).toBe('p1');
  });
});

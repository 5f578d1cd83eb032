import { describe, expect, it } from 'vitest';
import { PRICE_MAX, PRICE_MIN } from '../constants';
import { amenityKeys } from './properties-configuration.schemas';
import { updatePropertyUnitBodySchema } from './property-unit.schemas';

const issuesOf = (body: unknown) =>
  (updatePropertyUnitBodySchema.safeParse(body).error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('PATCH property-unit body', () => {
  it('accepts any subset of the editable fields', () => {
    expect(issuesOf({})).toEqual([]);
    expect(
      issuesOf({
        title: 'Flat',
        bedroomCount: 0,
        amenities: [...amenityKeys],
        price: { nightly: PRICE_MIN },
        registrationNumber: null,
      }),
    ).toEqual([]);
    expect(issuesOf({ price: { nightly: PRICE_MAX, minimumStayNights: 7 } })).toEqual([]);
  });

  it('takes amenities from the configuration list only', () => {
    expect(issuesOf({ amenities: ['wifi', 'jacuzzi'] })).toEqual(['amenities.1']);
  });

  it('keeps the nightly price within PRICE_MIN–PRICE_MAX', () => {
    expect(issuesOf({ price: { nightly: PRICE_MIN - 0.01 } })).toEqual(['price.nightly']);
    expect(issuesOf({ price: { nightly: PRICE_MAX + 1 } })).toEqual(['price.nightly']);
    expect(issuesOf({ price: { currency: 'USD' } })).toEqual(['price']);
  });

  it('rejects unknown fields and blank titles or registration numbers', () => {
    expect(issuesOf({ colour: 'red', title: '  ', registrationNumber: ' ' }).sort()).toEqual([
      '',
      'registrationNumber',
      'title',
    ]);
  });
});

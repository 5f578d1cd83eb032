import { describe, expect, it } from 'vitest';
import { PRICE_MAX, PRICE_MIN } from '../constants';
import { amenityKeys } from './properties-configuration.schemas';
import { changeBookingPreferenceBodySchema, updatePropertyUnitBodySchema } from './property-unit.schemas';

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

describe('PATCH property-unit body: values a host would not mean', () => {
  const rulesOf = (body: unknown) =>
    (updatePropertyUnitBodySchema.safeParse(body).error?.issues ?? []).map((issue) => ({
      path: issue.path.join('.'),
      code: issue.code,
      rule: (issue as { params?: { rule?: string } }).params?.rule,
    }));

  it('refuses an amenity listed twice', () => {
    expect(rulesOf({ amenities: ['wifi', 'garden', 'wifi'] })).toEqual([
      { path: 'amenities', code: 'custom', rule: 'duplicateItems' },
    ]);
  });

  it('refuses a size under 1 m² (null clears it)', () => {
    expect(rulesOf({ propertySize: 0 })).toEqual([
      { path: 'propertySize', code: 'too_small', rule: undefined },
    ]);
    expect(rulesOf({ propertySize: null })).toEqual([]);
    expect(rulesOf({ propertySize: 1 })).toEqual([]);
  });

  it('refuses a nightly price with a third decimal', () => {
    expect(rulesOf({ price: { nightly: 120.555 } })).toEqual([
      { path: 'price.nightly', code: 'custom', rule: 'wholeCents' },
    ]);
    expect(rulesOf({ price: { nightly: 120.55 } })).toEqual([]);
  });

  it('bounds a room id', () => {
    expect(rulesOf({ rooms: [{ id: 'x'.repeat(65), type: 'bath_room' }] })).toEqual([
      { path: 'rooms.0.id', code: 'too_big', rule: undefined },
    ]);
  });
});

describe('change-booking-preference body', () => {
  it('takes bounded unit ids, each once', () => {
    const parse = (unitIds: unknown) =>
      changeBookingPreferenceBodySchema.safeParse({ bookingType: 'onLine', unitIds });
    expect(parse(['U-AAAAAA', 'U-BBBBBB']).success).toBe(true);
    expect(parse(['U-AAAAAA', 'U-AAAAAA']).error?.issues).toEqual([
      expect.objectContaining({ path: ['unitIds'], params: { rule: 'duplicateItems' } }),
    ]);
    expect(parse(['', 'x'.repeat(129)]).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'unitIds.0',
      'unitIds.1',
    ]);
  });
});

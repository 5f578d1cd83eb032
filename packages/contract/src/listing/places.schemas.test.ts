import { describe, expect, it } from 'vitest';
import { setPropertyPlaceBodySchema } from './places.schemas';

const place = (changes: Record<string, unknown> = {}) => ({
  place: { countryCode: 'hr', city: 'Rovinj', latitude: 45.08, longitude: 13.64, ...changes },
});

const issuesOf = (body: unknown) =>
  (setPropertyPlaceBodySchema.safeParse(body).error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    rule: (issue as { params?: { rule?: string } }).params?.rule,
  }));

describe('PUT place body', () => {
  it('takes an assigned country code in any case and stores it upper case', () => {
    expect(setPropertyPlaceBodySchema.parse(place()).place.countryCode).toBe('HR');
    expect(issuesOf(place({ postalCode: '52210' }))).toEqual([]);
  });

  it('refuses a country code no country has', () => {
    expect(issuesOf(place({ countryCode: 'XX' }))).toEqual([
      { path: 'place.countryCode', rule: 'unknownCountry' },
    ]);
  });

  it("refuses a postal code without its country's format", () => {
    expect(issuesOf(place({ postalCode: 'ABC' }))).toEqual([
      { path: 'place.postalCode', rule: 'postalCodeFormat' },
    ]);
    expect(issuesOf(place({ countryCode: 'DE', postalCode: '1011' }))).toEqual([
      { path: 'place.postalCode', rule: 'postalCodeFormat' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { addressProblems, isIsoCountryCode, isPostalCodeFormatValid } from './address.rules';
import { addressInputSchema } from './address-input.schemas';

const base = { city: 'Split', street: 'Obala', houseNumberOrName: '12' };

describe('address rules', () => {
  it.each(['HR', 'hr', 'US', 'PT', 'DE'])('%s is an ISO country code', (code) => {
    expect(isIsoCountryCode(code)).toBe(true);
  });

  it.each(['XX', 'ZZ', 'Croatia', 'H', 'HRV', '', '1A'])('%j is not', (code) => {
    expect(isIsoCountryCode(code)).toBe(false);
  });

  it('checks postal codes against their country’s format', () => {
    expect(isPostalCodeFormatValid('HR', '21000')).toBe(true);
    expect(isPostalCodeFormatValid('HR', '2100')).toBe(false);
    expect(isPostalCodeFormatValid('US', '94105')).toBe(true);
    expect(isPostalCodeFormatValid('US', '94105-1234')).toBe(true);
    expect(isPostalCodeFormatValid('US', 'ABCDE')).toBe(false);
    expect(isPostalCodeFormatValid('PT', '1100-148')).toBe(true);
    expect(isPostalCodeFormatValid('PT', '1100-14')).toBe(false);
  });

  it('asks a US address for its state and postal code', () => {
    expect(addressProblems({ ...base, countryCode: 'US' })).toEqual([
      { field: 'postalCode', rule: 'requiredInCountry' },
      { field: 'stateOrProvince', rule: 'requiredInCountry' },
    ]);
    expect(
      addressProblems({ ...base, countryCode: 'US', postalCode: '94105', stateOrProvince: 'CA' }),
    ).toEqual([]);
  });

  it('refuses an unknown country before anything else', () => {
    expect(addressProblems({ ...base, countryCode: 'XX' })).toEqual([
      { field: 'countryCode', rule: 'unknownCountry' },
    ]);
  });

  it('the address schema names each problem on its field with its rule', () => {
    const result = addressInputSchema.safeParse({ ...base, countryCode: 'HR', postalCode: '210' });
    expect(result.success).toBe(false);
    expect(
      result.error?.issues.map((issue) => [issue.path.join('.'), (issue as { params?: unknown }).params]),
    ).toEqual([['postalCode', { rule: 'postalCodeFormat' }]]);
    expect(addressInputSchema.safeParse({ ...base, countryCode: 'HR', postalCode: '21000' }).success).toBe(
      true,
    );
    expect(addressInputSchema.safeParse({ ...base, countryCode: 'XX', postalCode: '21000' }).success).toBe(
      false,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

describe('countryName', () => {
  it('names a country in the language asked for, and keeps a code it cannot name', () => {
    expect(countryName('HR', 'en-US')).toBe('Croatia');
    expect(countryName('HR', 'de')).toBe('Kroatien');
    expect(countryName('not a code', 'en-US')).toBe('not a code');
  });
});

import { describe, expect, it } from 'vitest';
import {
  hasRegistrationRule,
  isRegistrationNumberValid,
  normaliseRegistrationNumber,
} from './registration-number.rules';

describe('registration number formats per country', () => {
  it.each([
    ['HR', 'HR-2181-0412', true],
    ['HR', 'hr-21300-0042', true],
    ['HR', 'HR-21-0412', false],
    ['IT', '052015-AGR-00031', true],
    ['IT', '12345', false],
    ['ES', 'VT-47123-V', true],
    ['ES', '47123', false],
    ['PT', '112233/AL', true],
    ['PT', '112233-AL', false],
    ['FR', '06088000123AB', true],
    ['FR', '0608800012', false],
    ['SI', 'SI-6330-1234', true],
    ['SI', '!', false],
    [null, 'ABC 123', true],
  ] as const)('%s %s → %s', (country, value, valid) => {
    expect(isRegistrationNumberValid(value, country)).toBe(valid);
  });

  it('normalises case and spaces', () => {
    expect(normaliseRegistrationNumber('  hr-2181-0412 ')).toBe('HR-2181-0412');
  });

  it('knows which countries have a rule', () => {
    expect(hasRegistrationRule('it')).toBe(true);
    expect(hasRegistrationRule('SI')).toBe(false);
    expect(hasRegistrationRule(null)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { EU_MEMBER_STATES, isEuMemberState, isPlausibleBirthDate } from './details.rules';

describe('onboarding details rules', () => {
  it('lists the 27 EU member states and knows them in any case', () => {
    expect(new Set(EU_MEMBER_STATES).size).toBe(27);
    expect(isEuMemberState('hr')).toBe(true);
    expect(isEuMemberState('GR')).toBe(true);
    expect(isEuMemberState('CH')).toBe(false);
    expect(isEuMemberState('GB')).toBe(false);
  });

  it('takes a birth date in the past and after 1900 only', () => {
    const today = new Date('2025-06-15T12:00:00Z');
    expect(isPlausibleBirthDate('1988-04-12', today)).toBe(true);
    expect(isPlausibleBirthDate('1900-01-01', today)).toBe(true);
    expect(isPlausibleBirthDate('2025-06-14', today)).toBe(true);
    expect(isPlausibleBirthDate('2025-06-15', today)).toBe(false);
    expect(isPlausibleBirthDate('2030-01-01', today)).toBe(false);
    expect(isPlausibleBirthDate('1899-12-31', today)).toBe(false);
  });
});

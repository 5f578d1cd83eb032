import { describe, expect, it } from 'vitest';
import { onboardingEligibility } from './eligibility.rules';

describe('onboardingEligibility', () => {
  it.each([
    [{ countryCode: 'HR', rentalRight: 'owner', rentalKind: 'holiday' }, { eligible: true }],
    [{ countryCode: 'pt', rentalRight: 'manager', rentalKind: 'holiday' }, { eligible: true }],
    [
      { countryCode: 'US', rentalRight: 'owner', rentalKind: 'holiday' },
      { eligible: false, reasons: ['country'] },
    ],
    [
      { countryCode: 'IT', rentalRight: 'none', rentalKind: 'holiday' },
      { eligible: false, reasons: ['rentalRight'] },
    ],
    [
      { countryCode: 'BR', rentalRight: 'none', rentalKind: 'longTerm' },
      { eligible: false, reasons: ['country', 'rentalRight', 'rentalKind'] },
    ],
  ] as const)('%o', (answers, expected) => {
    expect(onboardingEligibility(answers)).toEqual(expected);
  });
});

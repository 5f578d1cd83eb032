import { describe, expect, it } from 'vitest';
import { displayName, normalisePhoneNumber } from './user.rules';

const none = { alias: null, firstName: null, lastName: null, companyName: null } as const;

describe('displayName (spec §3)', () => {
  it('prefers the alias', () => {
    expect(
      displayName({ ...none, type: 'individual', alias: 'Annie', firstName: 'Anna', lastName: 'Berg' }),
    ).toBe('Annie');
    expect(displayName({ ...none, type: 'company', alias: 'Sea Homes', companyName: 'Sea Homes GmbH' })).toBe(
      'Sea Homes',
    );
  });

  it('falls back to the full name of an individual or private host', () => {
    expect(displayName({ ...none, type: 'individual', firstName: 'Anna', lastName: 'Berg' })).toBe(
      'Anna Berg',
    );
    expect(displayName({ ...none, type: 'private', firstName: 'Anna', lastName: null })).toBe('Anna');
    expect(
      displayName({ ...none, type: 'individual', alias: '   ', firstName: ' Anna ', lastName: ' Berg ' }),
    ).toBe('Anna Berg');
  });

  it('uses the company name for a company, not its contact person', () => {
    expect(
      displayName({
        ...none,
        type: 'company',
        firstName: 'Max',
        lastName: 'Muster',
        companyName: 'Alpine Stays',
      }),
    ).toBe('Alpine Stays');
  });

  it('falls back to the company name when an individual has no name', () => {
    expect(displayName({ ...none, type: 'individual', companyName: 'Berg Rentals' })).toBe('Berg Rentals');
  });

  it('answers an empty string when nothing is known', () => {
    expect(displayName({ ...none, type: 'individual' })).toBe('');
  });
});

describe('normalisePhoneNumber (spec §3)', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['   ', null],
    ['n/a', null],
    ['+-() ', null],
    ['0', '0'],
    [' +41 79 123 45 67 ', '+41 79 123 45 67'],
    ['call 5', 'call 5'],
  ])('%j → %j', (input, expected) => {
    expect(normalisePhoneNumber(input)).toBe(expected);
  });
});

describe('updateUserInfoBodySchema phones', () => {
  it('stores a phone without a digit as null and trims real numbers', async () => {
    const { updateUserInfoBodySchema } = await import('./user.schemas');
    expect(updateUserInfoBodySchema.parse({ phone: ' - ', phoneForSms: ' +33 6 12 34 56 78 ' })).toEqual({
      phone: null,
      phoneForSms: '+33 6 12 34 56 78',
    });
  });
});

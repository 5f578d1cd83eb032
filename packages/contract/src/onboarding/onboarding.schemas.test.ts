import { describe, expect, it } from 'vitest';
import { businessDetailsSchema, individualDetailsSchema } from './onboarding.schemas';

const address = { country: 'HR', city: 'Split', street: 'Riva', houseNumberOrName: '3', postalCode: '21000' };
const individual = (changes: Record<string, unknown> = {}) => ({
  firstName: 'Nora',
  lastName: 'Kovač',
  email: 'nora@example.test',
  phoneNumber: '+385 91 123 4567',
  dateOfBirth: '1988-04-12',
  nationality: 'hr',
  address,
  ...changes,
});
const business = (changes: Record<string, unknown> = {}) => ({
  legalBusinessName: 'Adriatic Stays d.o.o.',
  accountEmail: 'office@adriatic.test',
  phoneNumber: '+385 21 555 010',
  address,
  sameAddress: true,
  taxIdentifications: [{ id: '12345678901', countryIsoCode: 'HR' }],
  vatId: 'HR12345678901',
  shareholders: [],
  signatories: [],
  euMemberStates: ['HR'],
  euPermanentEstablishment: false,
  ...changes,
});

const issuesOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    rule: (issue as { params?: { rule?: string } }).params?.rule,
  }));

describe('individual details', () => {
  it('takes real details and stores the nationality upper case', () => {
    expect(individualDetailsSchema.parse(individual()).nationality).toBe('HR');
  });

  it('refuses a birth date that does not exist, lies ahead or before 1900', () => {
    expect(issuesOf(individualDetailsSchema.safeParse(individual({ dateOfBirth: '1988-02-30' })))).toEqual([
      { path: 'dateOfBirth', rule: undefined },
    ]);
    for (const dateOfBirth of ['2999-01-01', '1850-05-01'])
      expect(issuesOf(individualDetailsSchema.safeParse(individual({ dateOfBirth })))).toEqual([
        { path: 'dateOfBirth', rule: 'dateOfBirth' },
      ]);
  });

  it('refuses an unknown nationality and a phone that is no number', () => {
    expect(
      issuesOf(individualDetailsSchema.safeParse(individual({ nationality: 'XX', phoneNumber: 'abc1' }))),
    ).toEqual([
      { path: 'phoneNumber', rule: 'phoneNumber' },
      { path: 'nationality', rule: 'unknownCountry' },
    ]);
  });

  it("holds the address to its country's rules", () => {
    expect(
      issuesOf(
        individualDetailsSchema.safeParse(individual({ address: { ...address, postalCode: '2100' } })),
      ),
    ).toEqual([{ path: 'address.postalCode', rule: 'postalCodeFormat' }]);
    expect(
      issuesOf(
        individualDetailsSchema.safeParse(
          individual({ address: { ...address, country: 'US', postalCode: '94103' } }),
        ),
      ),
    ).toEqual([{ path: 'address.state', rule: 'requiredInCountry' }]);
    expect(
      individualDetailsSchema.safeParse(
        individual({ address: { ...address, country: 'US', postalCode: '94103', state: 'CA' } }),
      ).success,
    ).toBe(true);
  });
});

describe('business details', () => {
  it('takes real company details', () => {
    expect(issuesOf(businessDetailsSchema.safeParse(business()))).toEqual([]);
  });

  it('refuses two tax identifications for one country and unknown tax countries', () => {
    expect(
      issuesOf(
        businessDetailsSchema.safeParse(
          business({
            taxIdentifications: [
              { id: '1', countryIsoCode: 'HR' },
              { id: '3', countryIsoCode: 'XX' },
            ],
            countryWithoutTaxId: 'ZZ',
          }),
        ),
      ),
    ).toEqual([
      { path: 'taxIdentifications.1.countryIsoCode', rule: 'unknownCountry' },
      { path: 'countryWithoutTaxId', rule: 'unknownCountry' },
    ]);
    expect(
      issuesOf(
        businessDetailsSchema.safeParse(
          business({
            taxIdentifications: [
              { id: '1', countryIsoCode: 'HR' },
              { id: '2', countryIsoCode: 'hr' },
            ],
          }),
        ),
      ),
    ).toEqual([{ path: 'taxIdentifications', rule: 'taxCountryRepeated' }]);
  });

  it('takes EU member states only, each once', () => {
    expect(issuesOf(businessDetailsSchema.safeParse(business({ euMemberStates: ['HR', 'CH'] })))).toEqual([
      { path: 'euMemberStates.1', rule: 'notEuMemberState' },
    ]);
    expect(issuesOf(businessDetailsSchema.safeParse(business({ euMemberStates: ['HR', 'hr'] })))).toEqual([
      { path: 'euMemberStates', rule: 'duplicateItems' },
    ]);
  });

  it('refuses a company phone that is no number', () => {
    expect(issuesOf(businessDetailsSchema.safeParse(business({ phoneNumber: 'office' })))).toEqual([
      { path: 'phoneNumber', rule: 'phoneNumber' },
    ]);
  });
});

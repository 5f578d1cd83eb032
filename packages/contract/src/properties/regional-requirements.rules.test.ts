import { describe, expect, it } from 'vitest';
import {
  NATIONAL_ID_CODE_FIELD,
  OWNERSHIP_FIELD,
  REGISTRATION_NUMBER_FIELD,
  isRegionalValueValid,
  regionalRequirementsConfigurationFor,
} from './regional-requirements.rules';
import { hasRegistrationRule } from './registration-number.rules';
import { regionalRequirementsConfigurationSchema } from './regional-requirements.schemas';

const requiredFields = (country: string | null) =>
  regionalRequirementsConfigurationFor(country)
    .fields.filter((field) => field.required)
    .map((field) => field.name);

describe('regional requirements configuration', () => {
  it.each([
    ['HR', [REGISTRATION_NUMBER_FIELD, OWNERSHIP_FIELD]],
    ['hr', [REGISTRATION_NUMBER_FIELD, OWNERSHIP_FIELD]],
    ['IT', [NATIONAL_ID_CODE_FIELD]],
    ['ES', [REGISTRATION_NUMBER_FIELD]],
    ['PT', [REGISTRATION_NUMBER_FIELD]],
    ['FR', [REGISTRATION_NUMBER_FIELD]],
    ['DE', []],
    [null, []],
  ] as const)('%s requires %j', (country, fields) => {
    expect(requiredFields(country)).toEqual(fields);
    const configuration = regionalRequirementsConfigurationFor(country);
    expect(regionalRequirementsConfigurationSchema.parse(configuration)).toEqual(configuration);
    expect(configuration.region).toBe(fields.length > 0 ? country?.toUpperCase() : null);
  });

  it('has a region exactly where a registration rule exists (the unit answer flags it the same way)', () => {
    for (const country of ['HR', 'IT', 'ES', 'PT', 'FR', 'DE', 'AT', 'GB']) {
      expect(regionalRequirementsConfigurationFor(country).region !== null).toBe(
        hasRegistrationRule(country),
      );
    }
  });

  it('keeps the Italian regional CIR optional', () => {
    const italian = regionalRequirementsConfigurationFor('IT').fields;
    expect(italian.find((field) => field.name === REGISTRATION_NUMBER_FIELD)?.required).toBe(false);
  });

  it('hands out copies, so a caller cannot change the configuration', () => {
    const first = regionalRequirementsConfigurationFor('HR');
    first.fields[0]!.required = false;
    expect(regionalRequirementsConfigurationFor('HR').fields[0]!.required).toBe(true);
  });
});

describe('regional values', () => {
  it.each([
    [NATIONAL_ID_CODE_FIELD, 'IT022205C2CWYQ3RZ6', 'IT', true],
    [NATIONAL_ID_CODE_FIELD, ' it022205c2cwyq3rz6 ', 'IT', true],
    [NATIONAL_ID_CODE_FIELD, 'IT0222', 'IT', false],
    [NATIONAL_ID_CODE_FIELD, 'FR022205C2CWYQ3RZ6', 'IT', false],
    [REGISTRATION_NUMBER_FIELD, 'HR-21000-1234', 'HR', true],
    [REGISTRATION_NUMBER_FIELD, 'hr-21000-1234', 'HR', true],
    [REGISTRATION_NUMBER_FIELD, '12345', 'HR', false],
    [REGISTRATION_NUMBER_FIELD, '1234/AL', 'PT', true],
  ] as const)('%s %j in %s valid: %s', (field, value, country, valid) => {
    expect(isRegionalValueValid(field, value, country)).toBe(valid);
  });
});

import countries from 'i18n-iso-countries';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { ADDRESS_STATE_MAX_LENGTH } from '../constants';
import type { AddressFormField } from './properties-configuration.schemas';

// What an address must carry depends on its country. The country codes (ISO 3166-1 alpha-2) and
// the postal-code formats come from maintained data sets (i18n-iso-countries, postcode-validator);
// which fields a country asks for is ours, served to the web as the address form's configuration.

type FieldName = AddressFormField['name'];

const field = (name: FieldName, required: boolean, maxLength: number | null = null): AddressFormField => ({
  name,
  required,
  maxLength,
});

/** Every address has a country, street, house number or name and city; a postal code where known. */
export const DEFAULT_ADDRESS_FIELDS: AddressFormField[] = [
  field('countryCode', true, 2),
  field('street', true, 200),
  field('houseNumberOrName', true, 100),
  field('postalCode', false, 20),
  field('city', true, 100),
];

const WITH_POSTAL_CODE: AddressFormField[] = DEFAULT_ADDRESS_FIELDS.map((entry) =>
  entry.name === 'postalCode' ? { ...entry, required: true } : entry,
);

/** Countries whose addresses need a state or province code, or always carry a postal code. */
export const ADDRESS_FIELDS_BY_COUNTRY: Record<string, AddressFormField[]> = {
  US: [...WITH_POSTAL_CODE, field('stateOrProvince', true, ADDRESS_STATE_MAX_LENGTH)],
  CA: [...WITH_POSTAL_CODE, field('stateOrProvince', true, ADDRESS_STATE_MAX_LENGTH)],
  AU: [...WITH_POSTAL_CODE, field('stateOrProvince', true, ADDRESS_STATE_MAX_LENGTH)],
  IT: [...WITH_POSTAL_CODE, field('stateOrProvince', false, ADDRESS_STATE_MAX_LENGTH)],
  ES: [...WITH_POSTAL_CODE, field('stateOrProvince', false, ADDRESS_STATE_MAX_LENGTH)],
  HR: WITH_POSTAL_CODE,
  FR: WITH_POSTAL_CODE,
  PT: WITH_POSTAL_CODE,
  DE: WITH_POSTAL_CODE,
};

const ALWAYS_REQUIRED: readonly FieldName[] = ['countryCode', 'city', 'street', 'houseNumberOrName'];

/** The fields an address of this country shows, the four every address needs always required. */
export function addressFieldsFor(
  config: { defaultFields: AddressFormField[]; byCountry: Record<string, AddressFormField[]> },
  countryCode: string,
): AddressFormField[] {
  const fields = config.byCountry[countryCode.trim().toUpperCase()] ?? config.defaultFields;
  const withRequired = fields.map((entry) =>
    ALWAYS_REQUIRED.includes(entry.name) ? { ...entry, required: true } : entry,
  );
  const missing = ALWAYS_REQUIRED.filter((name) => !fields.some((entry) => entry.name === name)).map(
    (name): AddressFormField => ({ name, required: true, maxLength: null }),
  );
  return [...missing, ...withRequired];
}

/** An assigned ISO 3166-1 alpha-2 code ("HR", "us"); not "XX", not a country's name. */
export function isIsoCountryCode(code: string): boolean {
  return /^[A-Za-z]{2}$/.test(code) && countries.isValid(code.toUpperCase());
}

/** Whether the postal code has its country's format; any code passes where no format is known. */
export function isPostalCodeFormatValid(countryCode: string, postalCode: string): boolean {
  const country = countryCode.trim().toUpperCase();
  if (!postcodeValidatorExistsForCountry(country)) return true;
  return postcodeValidator(postalCode.trim(), country);
}

export type AddressRule = 'unknownCountry' | 'requiredInCountry' | 'postalCodeFormat';

export interface AddressProblem {
  field: FieldName;
  rule: AddressRule;
}

type AddressValues = Partial<Record<FieldName, string | null | undefined>>;

/** Everything wrong with an address for its country (field lengths are the schema's business). */
export function addressProblems(address: AddressValues): AddressProblem[] {
  const country = (address.countryCode ?? '').trim();
  if (!isIsoCountryCode(country)) return [{ field: 'countryCode', rule: 'unknownCountry' }];
  const problems: AddressProblem[] = [];
  const config = { defaultFields: DEFAULT_ADDRESS_FIELDS, byCountry: ADDRESS_FIELDS_BY_COUNTRY };
  for (const entry of addressFieldsFor(config, country)) {
    if (entry.required && !(address[entry.name] ?? '').trim()) {
      problems.push({ field: entry.name, rule: 'requiredInCountry' });
    }
  }
  const postalCode = (address.postalCode ?? '').trim();
  if (postalCode && !isPostalCodeFormatValid(country, postalCode)) {
    problems.push({ field: 'postalCode', rule: 'postalCodeFormat' });
  }
  return problems;
}

/** Every assigned ISO 3166-1 alpha-2 code, for a country picker. */
export function isoCountryCodes(): string[] {
  return Object.keys(countries.getAlpha2Codes());
}

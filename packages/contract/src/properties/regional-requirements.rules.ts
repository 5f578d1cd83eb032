import { isRegistrationNumberValid, normaliseRegistrationNumber } from './registration-number.rules';
import type {
  RegionalRequirementField,
  RegionalRequirementsConfiguration,
} from './regional-requirements.schemas';

// Regional requirements: ownership.isOwner and config fields with options. Which regions ask what is
// our choice: we follow the countries whose law asks hosts for an identifier
// (the same countries registration-number.rules.ts checks): Croatia also asks whether the host owns
// the place; Italy asks for the national CIN code (its regional CIR stays optional).

/** The ownership question's field name; its answer travels as `ownership.isOwner`, not in `values`. */
export const OWNERSHIP_FIELD = 'ownership.isOwner';
export const REGISTRATION_NUMBER_FIELD = 'registrationNumber';
export const NATIONAL_ID_CODE_FIELD = 'nationalIdCode';

const text = (name: string, required: boolean): RegionalRequirementField => ({
  name,
  type: 'text',
  required,
  options: [],
});
const ownership: RegionalRequirementField = {
  name: OWNERSHIP_FIELD,
  type: 'boolean',
  required: true,
  options: [],
};

const FIELDS_BY_COUNTRY: Readonly<Record<string, readonly RegionalRequirementField[]>> = {
  HR: [text(REGISTRATION_NUMBER_FIELD, true), ownership],
  IT: [text(NATIONAL_ID_CODE_FIELD, true), text(REGISTRATION_NUMBER_FIELD, false)],
  ES: [text(REGISTRATION_NUMBER_FIELD, true)],
  PT: [text(REGISTRATION_NUMBER_FIELD, true)],
  FR: [text(REGISTRATION_NUMBER_FIELD, true)],
};

/** The form of a unit whose property lies in `countryCode`; no region and no fields elsewhere. */
export function regionalRequirementsConfigurationFor(
  countryCode: string | null,
): RegionalRequirementsConfiguration {
  const region = countryCode?.toUpperCase() ?? null;
  const fields = region ? FIELDS_BY_COUNTRY[region] : undefined;
  if (!region || !fields) return { region: null, fields: [] };
  return { region, fields: fields.map((field) => ({ ...field, options: [...field.options] })) };
}

/** Italian CIN (Codice Identificativo Nazionale): IT, the 6-digit ISTAT municipality code, then 10 characters. */
const CIN_PATTERN = /^IT\d{6}[A-Z][A-Z0-9]{9}$/;

/** Trim and uppercase, as both identifiers are stored. */
export function normaliseRegionalValue(value: string): string {
  return normaliseRegistrationNumber(value);
}

/** Whether a (non-empty) answer to a text field has the shape its country expects. */
export function isRegionalValueValid(field: string, value: string, countryCode: string | null): boolean {
  const normalised = normaliseRegionalValue(value);
  if (field === REGISTRATION_NUMBER_FIELD) return isRegistrationNumberValid(normalised, countryCode);
  if (field === NATIONAL_ID_CODE_FIELD) return CIN_PATTERN.test(normalised);
  return normalised.length > 0 && normalised.length <= 500;
}

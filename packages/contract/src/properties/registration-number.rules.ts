// Registration numbers: a unit with an invalid one cannot be published; the formats are our choice.
// Our simple per-country shapes (documented in docs/decisions/0009-unit-states-and-registration-number-formats.md);
// a country without a rule accepts any plain identifier.

/** Uppercase the host's input and drop surrounding spaces before any check or storage. */
export function normaliseRegistrationNumber(value: string): string {
  return value.trim().toUpperCase();
}

export const REGISTRATION_NUMBER_PATTERNS: Readonly<Record<string, RegExp>> = {
  /** Croatian tourist-board category number as issued: HR-<4–5 digit office/postal code>-<4 digits>. */
  HR: /^HR-\d{4,5}-\d{4}$/,
  /** Italian CIR: ISTAT municipality code, letters for the kind, running number (052015-AGR-00031). */
  IT: /^\d{6}-[A-Z]{3}-\d{5}$/,
  /** Spanish regional tourist register: prefix letters, number, suffix letters (VT-47123-V). */
  ES: /^[A-Z]{1,4}-\d{1,7}-[A-Z]{1,2}$/,
  /** Portuguese Alojamento Local: number/AL. */
  PT: /^\d{1,7}\/AL$/,
  /** French meublé de tourisme: 5-digit INSEE code, 6 digits, 2 check characters. */
  FR: /^\d{11}[A-Z0-9]{2}$/,
};

/** Any country without a rule: 3–50 letters, digits, spaces and - / . */
const GENERIC_PATTERN = /^[A-Z0-9][A-Z0-9 ./-]{1,48}[A-Z0-9]$/;

/** Countries whose units carry regional requirements (a registration number to check). */
export function hasRegistrationRule(countryCode: string | null): boolean {
  return countryCode !== null && countryCode.toUpperCase() in REGISTRATION_NUMBER_PATTERNS;
}

/** Whether a (normalised) registration number fits the rule of the property's country. */
export function isRegistrationNumberValid(value: string, countryCode: string | null): boolean {
  const normalised = normaliseRegistrationNumber(value);
  const pattern = (countryCode && REGISTRATION_NUMBER_PATTERNS[countryCode.toUpperCase()]) || GENERIC_PATTERN;
  return pattern.test(normalised);
}

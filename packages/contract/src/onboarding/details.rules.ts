import { isoDayOf } from '../calendar/iso-day.rules';

// Plain checks on a host's own and company details, so the payout provider is never sent a birth
// date that cannot be one or a company that claims the same tax residence twice.

/** EU member states by ISO 3166-1 alpha-2 code (Greece is GR here, not the EU's own EL). */
export const EU_MEMBER_STATES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

export function isEuMemberState(code: string): boolean {
  return (EU_MEMBER_STATES as readonly string[]).includes(code.trim().toUpperCase());
}

/** No one alive was born before this day. */
const EARLIEST_BIRTH_DATE = '1900-01-01';

/** A date of birth (YYYY-MM-DD, a day that exists) in the past and after 1900. */
export function isPlausibleBirthDate(date: string, today: Date = new Date()): boolean {
  return date >= EARLIEST_BIRTH_DATE && date < isoDayOf(today);
}

// A phone number a guest or the payout provider can dial: digits with the usual separators, an
// optional leading plus, and between 6 and 15 digits (15 is the longest international number).

const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;
const MIN_DIGITS = 6;
const MAX_DIGITS = 15;

export function isPlausiblePhoneNumber(phone: string): boolean {
  const value = phone.trim();
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= MIN_DIGITS && digits <= MAX_DIGITS;
}

export const phoneNumberIssue = {
  params: { rule: 'phoneNumber' },
  message: 'Expected a phone number: digits, spaces, + ( ) - . / and 6 to 15 digits.',
} as const;

import type { UserInfo } from './user.schemas';

type NameFields = Pick<UserInfo, 'alias' | 'firstName' | 'lastName' | 'companyName' | 'type'>;

function clean(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ');
}

/**
 * The alias, else the individual's full name, else the company name. A company's own
 * first/last name (its contact person) is not its display name, so the full name counts for
 * individual/private hosts only. Answers '' when nothing is known.
 */
export function displayName(user: NameFields): string {
  const alias = clean(user.alias);
  if (alias) return alias;
  if (user.type !== 'company') {
    const fullName = clean(`${user.firstName ?? ''} ${user.lastName ?? ''}`);
    if (fullName) return fullName;
  }
  return clean(user.companyName);
}

/** A phone number without a single digit is no number. */
export function normalisePhoneNumber(phone: string | null | undefined): string | null {
  if (phone == null) return null;
  const trimmed = phone.trim();
  return /\d/.test(trimmed) ? trimmed : null;
}

// TODO(contract): use the contract's phone rule (spec §3) once it lands in @hostdeck/contract.

/** spec §3: a phone number without a single digit is no number; it is stored as null. */
export function phoneOrNull(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return /\d/.test(trimmed) ? trimmed : null;
}

/** spec §3: the alias, else the individual's full name, else the company name (the e-mail as a last resort). */
export function displayNameOf(user: {
  alias: string | null;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  email: string;
}): string {
  const alias = user.alias?.trim();
  if (alias) return alias;
  const fullName = [user.firstName, user.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
  if (fullName) return fullName;
  return user.companyName?.trim() || user.email;
}

import type { AppLocale } from '@hostdeck/contract/i18n/locale.schemas';
import { DEFAULT_COMMERCIAL_MODEL, type AppFeatures } from '@hostdeck/contract/user/user.schemas';
import type { TranslationKey } from '@hostdeck/translations/types';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/users.table';
import { hashPassword } from './passwords';
import { insertUserIfEmailFree, normalizeEmail } from './identity.repository';

export const MIN_PASSWORD_LENGTH = 8;
/** scrypt takes any length; the cap only stops megabyte "passwords" from costing CPU. */
export const MAX_PASSWORD_LENGTH = 200;
const MAX_NAME_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type RegistrationAccountType = 'individual' | 'company';
export type RegistrationField = 'firstName' | 'lastName' | 'email' | 'password' | 'companyName';

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  accountType: RegistrationAccountType;
  companyName: string | null;
}

/**
 * What a newly registered host may use. Every self-registered host starts on the commission model
 * (the default model), so bookings, inquiries and commission apply and subscription checkout does not.
 * A company registering itself is still a commission host; B2B (agency) terms are set up by staff,
 * so `isB2B` stays false for both types.
 */
export function defaultAppFeatures(_type: RegistrationAccountType): AppFeatures {
  return {
    bookingsAvailable: true,
    bookingsViewAvailable: true,
    commissionApplicable: true,
    inquiriesAvailable: true,
    inquiriesViewAvailable: true,
    subscriptionApplicable: false,
    isSubscriptionCheckoutAvailable: false,
    isB2B: false,
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export type RegistrationValidation =
  | { ok: true; value: RegistrationInput }
  | { ok: false; errors: Partial<Record<RegistrationField, TranslationKey>> };

/** Checks the posted form; error values are translation keys, rendered next to their field. */
export function validateRegistration(body: Record<string, unknown>): RegistrationValidation {
  const errors: Partial<Record<RegistrationField, TranslationKey>> = {};
  const firstName = text(body.firstName);
  const lastName = text(body.lastName);
  const email = normalizeEmail(text(body.email));
  const password = typeof body.password === 'string' ? body.password : '';
  const accountType: RegistrationAccountType = body.accountType === 'company' ? 'company' : 'individual';
  const companyName = text(body.companyName);
  if (!firstName || firstName.length > MAX_NAME_LENGTH)
    errors.firstName = 'identity:register.firstNameRequired';
  if (!lastName || lastName.length > MAX_NAME_LENGTH) errors.lastName = 'identity:register.lastNameRequired';
  if (!EMAIL.test(email) || email.length > MAX_EMAIL_LENGTH) errors.email = 'identity:register.emailInvalid';
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    errors.password = 'identity:register.passwordTooShort';
  }
  if (accountType === 'company' && (!companyName || companyName.length > MAX_NAME_LENGTH)) {
    errors.companyName = 'identity:register.companyNameRequired';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      firstName,
      lastName,
      email,
      password,
      accountType,
      companyName: accountType === 'company' ? companyName : null,
    },
  };
}

export type RegistrationResult =
  { ok: true; user: UserRow } | { ok: false; errors: Partial<Record<RegistrationField, TranslationKey>> };

/** Creates a host whose onboarding has yet to be done (issue 2: registration page). */
export async function registerHost(
  db: Database,
  input: RegistrationInput,
  locale: AppLocale,
): Promise<RegistrationResult> {
  const user = await insertUserIfEmailFree(db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    role: 'host',
    type: input.accountType,
    firstName: input.firstName,
    lastName: input.lastName,
    companyName: input.companyName,
    locale,
    onboardingStatus: 'in_progress',
    accountSource: 'registration',
    commercialModel: DEFAULT_COMMERCIAL_MODEL,
    appFeatures: defaultAppFeatures(input.accountType),
  });
  return user ? { ok: true, user } : { ok: false, errors: { email: 'identity:register.emailTaken' } };
}

import type { TranslationKey } from '@hostdeck/translations/types';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/users.table';
import { hashPassword, verifyPassword } from './passwords';
import { findUserByEmail, findUserById, updatePasswordHash } from './identity.repository';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './identity.registration';

// Verifying against a throw-away hash when the email is unknown keeps the answer time the same,
// so response times do not reveal which addresses have accounts.
let decoyHash: Promise<string> | undefined;

/** The user for this email and password, or null. */
export async function authenticate(db: Database, email: string, password: string): Promise<UserRow | null> {
  const user = email ? await findUserByEmail(db, email) : undefined;
  if (!user) {
    decoyHash ??= hashPassword('decoy password');
    await verifyPassword(password, await decoyHash);
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user : null;
}

export type PasswordChangeField = 'currentPassword' | 'newPassword' | 'confirmPassword';

export type PasswordChangeResult =
  | { ok: true }
  | {
      ok: false;
      wrongCurrentPassword: boolean;
      errors: Partial<Record<PasswordChangeField, TranslationKey>>;
    };

export async function changePassword(
  db: Database,
  userId: string,
  input: { currentPassword: string; newPassword: string; confirmPassword: string },
): Promise<PasswordChangeResult> {
  const errors: Partial<Record<PasswordChangeField, TranslationKey>> = {};
  if (!input.currentPassword) errors.currentPassword = 'identity:password.currentRequired';
  if (input.newPassword.length < MIN_PASSWORD_LENGTH || input.newPassword.length > MAX_PASSWORD_LENGTH) {
    errors.newPassword = 'identity:password.tooShort';
  } else if (input.newPassword !== input.confirmPassword) {
    errors.confirmPassword = 'identity:password.mismatch';
  }
  if (Object.keys(errors).length > 0) return { ok: false, wrongCurrentPassword: false, errors };
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    return {
      ok: false,
      wrongCurrentPassword: true,
      errors: { currentPassword: 'identity:password.currentWrong' },
    };
  }
  await updatePasswordHash(db, user.id, await hashPassword(input.newPassword));
  return { ok: true };
}

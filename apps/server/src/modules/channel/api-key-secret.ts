import { createHash, randomBytes } from 'node:crypto';

/** Every secret starts so, which tells a key apart from a sign-in token in logs and support mails. */
const SECRET_START = 'hdk_';
/** How much of the secret the host sees again in the list: the start plus eight characters. */
const PREFIX_LENGTH = SECRET_START.length + 8;
/** Longer than any secret we issue; a longer value is refused before it is hashed. */
export const MAX_SECRET_LENGTH = 200;

/** A new secret: 32 random bytes, base64url. */
export function newApiKeySecret(): string {
  return SECRET_START + randomBytes(32).toString('base64url');
}

/** What is stored instead of the secret: its SHA-256, hex. */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function apiKeyPrefixOf(secret: string): string {
  return secret.slice(0, PREFIX_LENGTH);
}

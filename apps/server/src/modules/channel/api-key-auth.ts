import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { findUserById } from '../user/user.repository';
import { hashApiKeySecret, MAX_SECRET_LENGTH } from './api-key-secret';
import { findLiveApiKeyByHash } from './api-keys.repository';

/** The secret from `X-Api-Key`, else from `Authorization: Bearer`; null when neither carries one. */
export function apiKeySecretOf(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim();
  if (fromHeader) return fromHeader;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** The key's id and its host for a live key; null for a missing, revoked or unknown one. */
export async function resolveApiKey(
  db: Database,
  request: FastifyRequest,
): Promise<{ apiKeyId: string; hostId: string } | null> {
  const secret = apiKeySecretOf(request);
  if (!secret || secret.length > MAX_SECRET_LENGTH) return null;
  const key = await findLiveApiKeyByHash(db, hashApiKeySecret(secret));
  if (!key) return null;
  // A key outlives nothing: a deleted host's keys go with the account (cascade), this is a guard.
  const host = await findUserById(db, key.hostId);
  if (!host || host.role !== 'host') return null;
  return { apiKeyId: key.id, hostId: host.id };
}

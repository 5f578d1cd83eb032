import type { ApiKey, CreateApiKeyBody, CreatedApiKey } from '@hostdeck/contract/channel/api-keys.schemas';
import type { Database } from '../../db/client';
import type { ApiKeyRow } from '../../db/schema/channel.table';
import { apiKeyPrefixOf, hashApiKeySecret, newApiKeySecret } from './api-key-secret';
import { insertApiKey, listLiveApiKeys, revokeLiveApiKey } from './api-keys.repository';
import { channelErrors } from './channel.errors';

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(db: Database, hostId: string): Promise<{ items: ApiKey[] }> {
  return { items: (await listLiveApiKeys(db, hostId)).map(toApiKey) };
}

/** The secret leaves the server in this answer only; the row keeps its hash. */
export async function createApiKey(
  db: Database,
  hostId: string,
  body: CreateApiKeyBody,
): Promise<CreatedApiKey> {
  const secret = newApiKeySecret();
  const row = await insertApiKey(db, {
    hostId,
    name: body.name,
    prefix: apiKeyPrefixOf(secret),
    secretHash: hashApiKeySecret(secret),
  });
  return { ...toApiKey(row), secret };
}

export async function revokeApiKey(db: Database, hostId: string, id: string): Promise<null> {
  if (!(await revokeLiveApiKey(db, hostId, id))) throw channelErrors.apiKeyNotFound();
  return null;
}

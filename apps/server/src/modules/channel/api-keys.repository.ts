import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiKeys, type ApiKeyRow } from '../../db/schema/channel.table';
import { isUuid } from '../user/user.repository';

const live = (hostId: string) => and(eq(apiKeys.hostId, hostId), isNull(apiKeys.revokedAt));

export function listLiveApiKeys(db: Database, hostId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(live(hostId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function insertApiKey(
  db: Database,
  values: { hostId: string; name: string; prefix: string; secretHash: string },
): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('The new API key was not returned');
  return row;
}

/** Revokes a live key of the host; false when the id names none (another host's, revoked, unknown). */
export async function revokeLiveApiKey(db: Database, hostId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(live(hostId), eq(apiKeys.id, id)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

export async function hostHasLiveApiKey(db: Database, hostId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(live(hostId), eq(apiKeys.id, id)))
    .limit(1);
  return rows.length > 0;
}

/** The live key whose secret hashes to this; null for a revoked or unknown one. */
export async function findLiveApiKeyByHash(db: Database, secretHash: string): Promise<ApiKeyRow | null> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.secretHash, secretHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** Notes an accepted call: what the host reads as "last used". */
export async function markApiKeyUsed(db: Database, id: string, at: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
}

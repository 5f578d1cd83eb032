import { asc, eq, sql } from 'drizzle-orm';
import type { UserInteractionType } from '@hostdeck/contract/user/user.schemas';
import type { Database } from '../../db/client';
import { userInteractions } from '../../db/schema/user-interactions.table';

export async function listUserInteractions(db: Database, userId: string) {
  return db
    .select()
    .from(userInteractions)
    .where(eq(userInteractions.userId, userId))
    .orderBy(asc(userInteractions.createdAt), asc(userInteractions.interactionType));
}

/** Upsert by (user, type): the first record keeps its createdAt, the flag follows the latest call. */
export async function upsertUserInteractions(
  db: Database,
  userId: string,
  interactions: { interactionType: UserInteractionType; interacted: boolean }[],
): Promise<void> {
  if (interactions.length === 0) return;
  // One row per type: a repeated type in one call keeps its last value (and avoids a double conflict).
  const byType = new Map(interactions.map((item) => [item.interactionType, item.interacted]));
  await db
    .insert(userInteractions)
    .values([...byType].map(([interactionType, interacted]) => ({ userId, interactionType, interacted })))
    .onConflictDoUpdate({
      target: [userInteractions.userId, userInteractions.interactionType],
      set: { interacted: sql`excluded.interacted` },
    });
}

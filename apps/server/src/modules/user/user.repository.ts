import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import type { UserRow } from '../../db/schema/users.table';
import { users } from '../../db/schema/users.table';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A malformed id (a token `sub` from elsewhere, a typo) finds nobody instead of raising a SQL error.
 * Every authenticated call reads its caller this way, so the row is cached until the next write.
 */
export async function findUserById(db: Database, id: string): Promise<Readonly<UserRow> | null> {
  if (!UUID_PATTERN.test(id)) return null;
  return cachedRead(db, `users.byId:${id}`, async () => {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  });
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}

export async function updateUser(
  db: Database,
  id: string,
  changes: Partial<UserRow>,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

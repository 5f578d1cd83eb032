import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users, type NewUserRow, type UserRow } from '../db/schema/users.table';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

/** Token subjects come from outside; anything that is not a uuid cannot be a user (and must not reach SQL as one). */
export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts unless the email is taken; `undefined` then (also when two registrations race). */
export async function insertUserIfEmailFree(db: Database, row: NewUserRow): Promise<UserRow | undefined> {
  const [created] = await db
    .insert(users)
    .values(row)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return created;
}

export async function updatePasswordHash(db: Database, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
}

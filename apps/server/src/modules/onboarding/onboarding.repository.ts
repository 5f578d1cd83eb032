import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  hostOnboarding,
  type HostOnboardingRow,
  type NewHostOnboardingRow,
} from '../../db/schema/onboarding.table';
import { users } from '../../db/schema/users.table';

export async function findOnboarding(db: Database, userId: string): Promise<HostOnboardingRow | null> {
  const [row] = await db.select().from(hostOnboarding).where(eq(hostOnboarding.userId, userId)).limit(1);
  return row ?? null;
}

/** Creates the host's onboarding row (started now) unless it exists; an existing start time is kept. */
export async function ensureOnboardingRow(db: Database, userId: string): Promise<void> {
  await db.insert(hostOnboarding).values({ userId }).onConflictDoNothing({ target: hostOnboarding.userId });
}

/** Upserts some columns of the host's onboarding row (a first write also records the start). */
export async function upsertOnboarding(
  db: Database,
  userId: string,
  changes: Omit<Partial<NewHostOnboardingRow>, 'userId'>,
): Promise<HostOnboardingRow> {
  const updatedAt = new Date();
  const [row] = await db
    .insert(hostOnboarding)
    .values({ userId, ...changes, updatedAt })
    .onConflictDoUpdate({ target: hostOnboarding.userId, set: { ...changes, updatedAt } })
    .returning();
  if (!row) throw new Error('Onboarding upsert returned nothing');
  return row;
}

export async function setOnboardingStatus(
  db: Database,
  userId: string,
  onboardingStatus: 'in_progress' | 'finished',
): Promise<void> {
  await db.update(users).set({ onboardingStatus, updatedAt: new Date() }).where(eq(users.id, userId));
}

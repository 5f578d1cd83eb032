import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import { impersonationAudit, impersonationSessions } from '../../db/schema/impersonation.table';

/** Read on every call a staff user makes, so cached until the next write. */
export async function findActiveImpersonation(db: Database, staffUserId: string) {
  return cachedRead(db, `impersonation.active:${staffUserId}`, async () => {
    const [row] = await db
      .select()
      .from(impersonationSessions)
      .where(and(eq(impersonationSessions.staffUserId, staffUserId), isNull(impersonationSessions.endedAt)))
      .limit(1);
    return row ?? null;
  });
}

/** Ends any running session and opens a new one, in one transaction so the unique active index never trips. */
export async function replaceActiveImpersonation(db: Database, staffUserId: string, hostId: string) {
  return db.transaction(async (tx) => {
    await tx
      .update(impersonationSessions)
      .set({ endedAt: new Date() })
      .where(and(eq(impersonationSessions.staffUserId, staffUserId), isNull(impersonationSessions.endedAt)));
    const [row] = await tx.insert(impersonationSessions).values({ staffUserId, hostId }).returning();
    return row;
  });
}

export async function endActiveImpersonation(db: Database, staffUserId: string): Promise<void> {
  await db
    .update(impersonationSessions)
    .set({ endedAt: new Date() })
    .where(and(eq(impersonationSessions.staffUserId, staffUserId), isNull(impersonationSessions.endedAt)));
}

export async function insertImpersonationAudit(
  db: Database,
  entry: {
    staffUserId: string;
    hostId: string;
    method: string;
    path: string;
    statusCode: number;
    correlationId: string;
  },
): Promise<void> {
  await db.insert(impersonationAudit).values(entry);
}

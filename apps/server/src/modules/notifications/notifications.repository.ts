import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/notifications.table';
import { units } from '../../db/schema/properties.table';

const columns = {
  id: notifications.id,
  type: notifications.type,
  read: notifications.read,
  createdAt: notifications.createdAt,
  unitPublicId: units.publicId,
};

export type NotificationRecord = {
  id: string;
  type: (typeof notifications.$inferSelect)['type'];
  read: boolean;
  createdAt: Date;
  unitPublicId: string | null;
};

export async function listNotifications(
  db: Database,
  hostId: string,
  page: { offset: number; limit: number },
) {
  const [rows, totals, unread] = await Promise.all([
    db
      .select(columns)
      .from(notifications)
      .leftJoin(units, eq(units.id, notifications.unitId))
      .where(eq(notifications.hostId, hostId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(notifications).where(eq(notifications.hostId, hostId)),
    countUnreadNotifications(db, hostId),
  ]);
  return { rows: rows as NotificationRecord[], total: totals[0]?.total ?? 0, unread };
}

export async function countUnreadNotifications(db: Database, hostId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.hostId, hostId), eq(notifications.read, false)));
  return row?.total ?? 0;
}

/** Scoped by host: another host's notification id finds nothing (404), never a change. */
export async function markNotificationRead(
  db: Database,
  hostId: string,
  id: string,
): Promise<NotificationRecord | null> {
  const [updated] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.hostId, hostId)))
    .returning({ id: notifications.id });
  if (!updated) return null;
  const [row] = await db
    .select(columns)
    .from(notifications)
    .leftJoin(units, eq(units.id, notifications.unitId))
    .where(eq(notifications.id, updated.id));
  return (row as NotificationRecord | undefined) ?? null;
}

export async function markAllNotificationsRead(db: Database, hostId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.hostId, hostId), eq(notifications.read, false)));
}

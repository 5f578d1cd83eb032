import { and, asc, eq, ne } from 'drizzle-orm';
import type { TaskStatus, TaskType } from '@hostdeck/contract/tasks/tasks.schemas';
import type { Database } from '../../db/client';
import { tasks, type TaskRow } from '../../db/schema/tasks.table';

export async function listTasks(db: Database, hostId: string): Promise<TaskRow[]> {
  return db.select().from(tasks).where(eq(tasks.hostId, hostId)).orderBy(asc(tasks.taskType));
}

/**
 * Sets the status of the host's task of that type, creating the row on first use. A repeat with
 * the same status changes nothing (the time of the last real change stays).
 */
export async function setTaskStatus(
  db: Database,
  hostId: string,
  taskType: TaskType,
  status: TaskStatus,
  now = new Date(),
): Promise<TaskRow> {
  await db
    .insert(tasks)
    .values({ hostId, taskType, status, updatedAt: now })
    .onConflictDoUpdate({
      target: [tasks.hostId, tasks.taskType],
      set: { status, updatedAt: now },
      setWhere: ne(tasks.status, status),
    });
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.hostId, hostId), eq(tasks.taskType, taskType)));
  if (!row) throw new Error(`Task ${taskType} was not written`);
  return row;
}

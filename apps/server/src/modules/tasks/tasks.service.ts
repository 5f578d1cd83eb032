import type { Task, TaskType, UpdateTaskBody } from '@hostdeck/contract/tasks/tasks.schemas';
import type { Database } from '../../db/client';
import type { TaskRow } from '../../db/schema/tasks.table';
import { listTasks, setTaskStatus } from './tasks.repository';

function toTask(row: TaskRow): Task {
  return { taskType: row.taskType, status: row.status, updatedAt: row.updatedAt.toISOString() };
}

/** The caller's tasks; a type the host was never given is not listed. */
export async function getTasks(db: Database, hostId: string): Promise<{ items: Task[] }> {
  return { items: (await listTasks(db, hostId)).map(toTask) };
}

/**
 * The host sets a task's status; keeping the remaining units on request is this call with `done`
 * for the instant-booking task. Only the caller's own row is read or written.
 */
export async function updateTask(
  db: Database,
  hostId: string,
  taskType: TaskType,
  body: UpdateTaskBody,
): Promise<Task> {
  return toTask(await setTaskStatus(db, hostId, taskType, body.status));
}

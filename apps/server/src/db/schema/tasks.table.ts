import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { TaskStatus, TaskType } from '@hostdeck/contract/tasks/tasks.schemas';
import { users } from './users.table';

/** A host's to-do items (such as the bulk switch to instant booking): one row per host and task type. */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskType: text('task_type').$type<TaskType>().notNull(),
    status: text('status').$type<TaskStatus>().notNull().default('not_started'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('tasks_host_type_uq').on(t.hostId, t.taskType)],
);

export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;

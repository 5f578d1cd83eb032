import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table';

/**
 * Staff impersonation, started from our staff page. While a staff user has a session with
 * `ended_at` null, every host call they make runs as `host_id`. The partial unique index
 * allows one active session per staff user and keeps the ended ones as history.
 */
export const impersonationSessions = pgTable(
  'impersonation_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('impersonation_sessions_active_staff_uq')
      .on(t.staffUserId)
      .where(sql`${t.endedAt} is null`),
    index('impersonation_sessions_host_idx').on(t.hostId),
  ],
);

/** Every write a staff user made as a host, with the staff user's id: who really changed what. */
export const impersonationAudit = pgTable(
  'impersonation_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    correlationId: text('correlation_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('impersonation_audit_staff_idx').on(t.staffUserId, t.at)],
);

export type ImpersonationSessionRow = typeof impersonationSessions.$inferSelect;
export type ImpersonationAuditRow = typeof impersonationAudit.$inferSelect;

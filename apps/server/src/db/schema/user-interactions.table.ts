import { boolean, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { UserInteractionType } from '@hostdeck/contract/user/user.schemas';
import { users } from './users.table';

/** What a host has already seen: one row per host and interaction type (tours seen, modals dismissed). */
export const userInteractions = pgTable(
  'user_interactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    interactionType: text('interaction_type').$type<UserInteractionType>().notNull(),
    interacted: boolean('interacted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_interactions_user_type_uq').on(t.userId, t.interactionType)],
);

export type UserInteractionRow = typeof userInteractions.$inferSelect;

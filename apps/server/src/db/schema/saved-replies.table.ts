import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table';

/** A host's saved reply: a titled text with placeholders, inserted into a conversation in one click. */
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Order in the host's list, from 0; a new reply goes last. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_replies_host_position_idx').on(t.hostId, t.position)],
);

export type SavedReplyRow = typeof savedReplies.$inferSelect;
export type NewSavedReplyRow = typeof savedReplies.$inferInsert;

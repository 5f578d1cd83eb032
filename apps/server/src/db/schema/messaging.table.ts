import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { units } from './properties.table';
import { newPublicId } from './public-id';
import { bookingRequests, bookings, inquiries } from './reservations.table';
import { users } from './users.table';

export type MessageSender = 'host' | 'guest';

/** A chat channel between a host and one guest. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The channel id in `/messages/{channelStatus}/{channelId}`. */
    publicId: text('public_id')
      .notNull()
      .unique()
      .$defaultFn(() => newPublicId('conversation', undefined, 8)),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    bookingRequestId: uuid('booking_request_id').references(() => bookingRequests.id, {
      onDelete: 'set null',
    }),
    inquiryId: uuid('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    guestFirstName: text('guest_first_name').notNull(),
    guestLastName: text('guest_last_name').notNull(),
    guestEmail: text('guest_email'),
    archived: boolean('archived').notNull().default(false),
    favorited: boolean('favorited').notNull().default(false),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_host_archived_last_idx').on(t.hostId, t.archived, t.lastMessageAt),
    index('conversations_host_guest_idx').on(t.hostId, sql`lower(${t.guestLastName})`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Denormalised so the host's unread badge is one indexed count. */
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<MessageSender>().notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the other side read it; for guest messages, when the host did. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    index('messages_host_unread_idx')
      .on(t.hostId, t.conversationId)
      .where(sql`${t.readAt} is null and ${t.sender} = 'guest'`),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type NewConversationRow = typeof conversations.$inferInsert;
export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;

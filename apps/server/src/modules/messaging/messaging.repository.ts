import { and, countDistinct, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  conversations,
  messages,
  type MessageRow,
  type MessageSender,
} from '../../db/schema/messaging.table';
import { bookingRequests, bookings, inquiries } from '../../db/schema/reservations.table';
import { users } from '../../db/schema/users.table';
import {
  INQUIRY_SEARCH_MESSAGE_COUNT,
  type ChannelStatus,
  type HistoryCursor,
} from '@hostdeck/contract/messaging/messaging.schemas';
import { likePattern } from '../staff/staff.repository';
import { isUuid } from '../user/user.repository';

/** Conversations with at least one guest message the host has not read (the inbox badge counts channels). */
export async function countUnreadConversations(db: Database, hostId: string): Promise<number> {
  const [row] = await db
    .select({ total: countDistinct(messages.conversationId) })
    .from(messages)
    .where(and(eq(messages.hostId, hostId), eq(messages.sender, 'guest'), isNull(messages.readAt)));
  return row?.total ?? 0;
}

/** A channel as the list and the detail show it, with what it is about and its unread count. */
export interface ChannelRecord {
  id: string;
  publicId: string;
  hostId: string;
  guestFirstName: string;
  guestLastName: string;
  archived: boolean;
  favorited: boolean;
  lastMessageAt: Date;
  bookingCode: string | null;
  requestCode: string | null;
  inquiryCode: string | null;
  unread: number;
  lastMessagePreview: string | null;
}

const bookingCode = sql<string | null>`${bookings.publicId}`;
const requestCode = sql<string | null>`${bookingRequests.publicId}`;
const inquiryCode = sql<string | null>`${inquiries.publicId}`;
/** The code a host quotes for the channel's reservation: the booking's, else the request's or inquiry's. */
const reservationCode = sql`coalesce(${bookings.publicId}, ${bookingRequests.publicId}, ${inquiries.publicId})`;
const unreadGuestMessages = sql<number>`(select count(*)::int from ${messages} m where m.conversation_id = ${conversations.id} and m.sender = 'guest' and m.read_at is null)`;
const lastPreview = sql<
  string | null
>`(select m.body from ${messages} m where m.conversation_id = ${conversations.id} order by m.created_at desc, m.id desc limit 1)`;

function channelQuery(db: Database) {
  return db
    .select({
      id: conversations.id,
      publicId: conversations.publicId,
      hostId: conversations.hostId,
      guestFirstName: conversations.guestFirstName,
      guestLastName: conversations.guestLastName,
      archived: conversations.archived,
      favorited: conversations.favorited,
      lastMessageAt: conversations.lastMessageAt,
      bookingCode,
      requestCode,
      inquiryCode,
      unread: unreadGuestMessages,
      lastMessagePreview: lastPreview,
    })
    .from(conversations)
    .leftJoin(bookings, eq(bookings.id, conversations.bookingId))
    .leftJoin(bookingRequests, eq(bookingRequests.id, conversations.bookingRequestId))
    .leftJoin(inquiries, eq(inquiries.id, conversations.inquiryId));
}

export async function findChannel(
  db: Database,
  hostId: string,
  publicId: string,
): Promise<ChannelRecord | null> {
  const [row] = await channelQuery(db)
    .where(and(eq(conversations.hostId, hostId), eq(conversations.publicId, publicId)))
    .limit(1);
  return row ?? null;
}

/** Whether the host has this channel (the ownership guard's check for `:channelId`). */
export async function hostHasChannel(db: Database, hostId: string, publicId: string): Promise<boolean> {
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.hostId, hostId), eq(conversations.publicId, publicId)))
    .limit(1);
  return rows.length > 0;
}

export interface ChannelListOptions {
  status: ChannelStatus;
  unread: boolean | undefined;
  favorited: boolean | undefined;
  bookingCode: string | undefined;
  search: string | undefined;
  offset: number;
  limit: number;
}

function listConditions(hostId: string, options: ChannelListOptions): SQL {
  const conditions: SQL[] = [eq(conversations.hostId, hostId)];
  if (options.status === 'all') conditions.push(eq(conversations.archived, false));
  if (options.status === 'archived') conditions.push(eq(conversations.archived, true));
  const hasUnread = sql`exists (select 1 from ${messages} m where m.conversation_id = ${conversations.id} and m.sender = 'guest' and m.read_at is null)`;
  if (options.unread === true) conditions.push(hasUnread);
  if (options.unread === false) conditions.push(sql`not ${hasUnread}`);
  if (options.favorited !== undefined) conditions.push(eq(conversations.favorited, options.favorited));
  if (options.bookingCode) conditions.push(sql`lower(${reservationCode}) = lower(${options.bookingCode})`);
  if (options.search) {
    const pattern = likePattern(options.search);
    const guest = conversations;
    // An inquiry's chat is also found by what was said lately (its last few messages).
    conditions.push(sql`(
      (${guest.guestFirstName} || ' ' || ${guest.guestLastName}) ilike ${pattern}
      or (${guest.guestLastName} || ' ' || ${guest.guestFirstName}) ilike ${pattern}
      or coalesce(${reservationCode}, '') ilike ${pattern}
      or (${conversations.inquiryId} is not null and exists (
        select 1 from (
          select m.body from ${messages} m where m.conversation_id = ${conversations.id}
          order by m.created_at desc, m.id desc limit ${INQUIRY_SEARCH_MESSAGE_COUNT}
        ) recent where recent.body ilike ${pattern}
      ))
    )`);
  }
  return and(...conditions)!;
}

export async function listChannels(
  db: Database,
  hostId: string,
  options: ChannelListOptions,
): Promise<{ rows: ChannelRecord[]; total: number }> {
  const where = listConditions(hostId, options);
  const [rows, [counted]] = await Promise.all([
    channelQuery(db)
      .where(where)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .offset(options.offset)
      .limit(options.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(conversations)
      .leftJoin(bookings, eq(bookings.id, conversations.bookingId))
      .leftJoin(bookingRequests, eq(bookingRequests.id, conversations.bookingRequestId))
      .leftJoin(inquiries, eq(inquiries.id, conversations.inquiryId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function updateChannelFlags(
  db: Database,
  conversationId: string,
  changes: { archived?: boolean; favorited?: boolean },
): Promise<void> {
  await db.update(conversations).set(changes).where(eq(conversations.id, conversationId));
}

/** A message with the exact position (microseconds) a history cursor names. */
export interface MessageRecord extends MessageRow {
  position: string;
}

const exactPosition = sql<string>`to_char(${messages.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  hostId: messages.hostId,
  sender: messages.sender,
  body: messages.body,
  createdAt: messages.createdAt,
  readAt: messages.readAt,
  position: exactPosition,
};

/** A page of a channel's messages, newest first, strictly older than the cursor when one is given. */
export async function listMessages(
  db: Database,
  conversationId: string,
  before: HistoryCursor | null,
  limit: number,
): Promise<MessageRecord[]> {
  const conditions: SQL[] = [eq(messages.conversationId, conversationId)];
  if (before)
    conditions.push(
      sql`(${messages.createdAt}, ${messages.id}) < (${before.createdAt}::timestamptz, ${before.id}::uuid)`,
    );
  return db
    .select(messageColumns)
    .from(messages)
    .where(and(...conditions))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

/**
 * The host's messages after a point, oldest first: in one channel after one of its messages, or in
 * every channel of the host after a time (channels named in `exceptConversationIds` left out).
 */
export async function listMessagesAfter(
  db: Database,
  hostId: string,
  after:
    | { conversationId: string; messageId: string }
    | { since: Date; exceptConversationIds: readonly string[]; onlyConversationId?: string },
  limit: number,
): Promise<MessageRow[]> {
  const conditions: SQL[] = [eq(messages.hostId, hostId)];
  if ('messageId' in after) {
    if (!isUuid(after.messageId)) return [];
    conditions.push(
      eq(messages.conversationId, after.conversationId),
      sql`(${messages.createdAt}, ${messages.id}) > (select seen.created_at, seen.id from ${messages} seen where seen.id = ${after.messageId} and seen.conversation_id = ${after.conversationId})`,
    );
  } else {
    conditions.push(sql`${messages.createdAt} > ${after.since.toISOString()}::timestamptz`);
    if (after.onlyConversationId) conditions.push(eq(messages.conversationId, after.onlyConversationId));
    if (after.exceptConversationIds.length > 0)
      conditions.push(
        sql`${messages.conversationId} not in (${sql.join(
          after.exceptConversationIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
  }
  return db
    .select()
    .from(messages)
    .where(and(...conditions))
    .orderBy(messages.createdAt, messages.id)
    .limit(limit);
}

/** Adds a message and moves the channel's last-message time on, in one transaction when given one. */
export async function insertMessage(
  db: Database,
  conversation: { id: string; hostId: string },
  sender: MessageSender,
  body: string,
  at: Date,
): Promise<MessageRow> {
  const [row] = await db
    .insert(messages)
    .values({ conversationId: conversation.id, hostId: conversation.hostId, sender, body, createdAt: at })
    .returning();
  await db.update(conversations).set({ lastMessageAt: at }).where(eq(conversations.id, conversation.id));
  return row!;
}

/** Marks the other member's messages read; answers whether any were unread. */
export async function markMessagesRead(
  db: Database,
  conversationId: string,
  reader: MessageSender,
  at: Date,
): Promise<boolean> {
  const written = reader === 'host' ? 'guest' : 'host';
  const updated = await db
    .update(messages)
    .set({ readAt: at })
    .where(
      and(eq(messages.conversationId, conversationId), eq(messages.sender, written), isNull(messages.readAt)),
    )
    .returning({ id: messages.id });
  return updated.length > 0;
}

/** The host's name as the guest sees it in the channel's members. */
export async function findHostName(db: Database, hostId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, hostId))
    .limit(1);
  if (!row) return '';
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return name || row.email;
}

/** The public ids of a host's channels among these internal ids (catch-up maps them back). */
export async function findChannelIds(
  db: Database,
  hostId: string,
  publicIds: readonly string[],
): Promise<Map<string, string>> {
  if (publicIds.length === 0) return new Map();
  const rows = await db
    .select({ id: conversations.id, publicId: conversations.publicId })
    .from(conversations)
    .where(
      and(
        eq(conversations.hostId, hostId),
        sql`${conversations.publicId} in (${sql.join(
          publicIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
  return new Map(rows.map((row) => [row.publicId, row.id]));
}

export async function publicIdsOfConversations(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: conversations.id, publicId: conversations.publicId })
    .from(conversations)
    .where(
      sql`${conversations.id} in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  return new Map(rows.map((row) => [row.id, row.publicId]));
}

/** One message with its channel's public id (a notification that only named it). */
export async function findMessage(
  db: Database,
  messageId: string,
): Promise<{ row: MessageRow; channelPublicId: string } | null> {
  if (!isUuid(messageId)) return null;
  const [found] = await db
    .select({ row: messages, channelPublicId: conversations.publicId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messages.id, messageId))
    .limit(1);
  return found ?? null;
}

import { makePagination } from '@hostdeck/contract/http/pagination.schemas';
import {
  decodeHistoryCursor,
  encodeHistoryCursor,
  type ChannelPatchBody,
  type ChatChannel,
  type ChatMessage,
  type CreateConversationBody,
  type MessageHistory,
} from '@hostdeck/contract/messaging/messaging.schemas';
import type { z } from 'zod';
import type { channelListQuerySchema } from '@hostdeck/contract/messaging/messaging.schemas';
import type { Database } from '../../db/client';
import type { MessageRow, MessageSender } from '../../db/schema/messaging.table';
import { reservationErrors } from '../reservations/reservations.errors';
import { openConversation } from './conversations.repository';
import { publishMessagingEvent } from './messaging-bus';
import { messagingErrors } from './messaging.errors';
import {
  findChannel,
  findHostName,
  insertMessage,
  listChannels,
  listMessages,
  markMessagesRead,
  updateChannelFlags,
  type ChannelRecord,
} from './messaging.repository';

/** The guest has no account: their member id is derived from the channel. */
export const guestMemberId = (channelPublicId: string) => `guest:${channelPublicId}`;

function toChannel(record: ChannelRecord, hostName: string): ChatChannel {
  const subject = record.bookingCode
    ? { kind: 'booking' as const, id: record.bookingCode }
    : record.requestCode
      ? { kind: 'bookingRequest' as const, id: record.requestCode }
      : record.inquiryCode
        ? { kind: 'inquiry' as const, id: record.inquiryCode }
        : null;
  return {
    id: record.publicId,
    members: [
      { userId: record.hostId, name: hostName, role: 'host' },
      {
        userId: guestMemberId(record.publicId),
        name: `${record.guestFirstName} ${record.guestLastName}`.trim(),
        role: 'guest',
      },
    ],
    archived: record.archived,
    unread: record.unread,
    favorited: record.favorited,
    bookingCode: subject?.id ?? null,
    subject,
    last_message_at: record.lastMessageAt.toISOString(),
    lastMessagePreview: record.lastMessagePreview,
  };
}

export function toChatMessage(row: MessageRow, channelPublicId: string): ChatMessage {
  return {
    id: row.id,
    channelId: channelPublicId,
    sender: row.sender,
    text: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

async function channelOrNotFound(db: Database, hostId: string, channelId: string): Promise<ChannelRecord> {
  const record = await findChannel(db, hostId, channelId);
  if (!record) throw messagingErrors.channelNotFound();
  return record;
}

export async function getChannel(db: Database, hostId: string, channelId: string): Promise<ChatChannel> {
  const [record, hostName] = await Promise.all([
    channelOrNotFound(db, hostId, channelId),
    findHostName(db, hostId),
  ]);
  return toChannel(record, hostName);
}

export async function searchChannels(
  db: Database,
  hostId: string,
  query: z.output<typeof channelListQuerySchema>,
) {
  const [{ rows, total }, hostName] = await Promise.all([
    listChannels(db, hostId, {
      status: query.status,
      unread: query.unread,
      favorited: query.favorited,
      bookingCode: query.bookingCode || undefined,
      search: query.search,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    }),
    findHostName(db, hostId),
  ]);
  return {
    items: rows.map((row) => toChannel(row, hostName)),
    pagination: makePagination(query.page, query.limit, total),
  };
}

export async function openChannelOf(
  db: Database,
  hostId: string,
  body: CreateConversationBody,
): Promise<ChatChannel> {
  const [kind, publicId, notFound] = body.bookingId
    ? (['booking', body.bookingId, reservationErrors.bookingNotFound] as const)
    : body.bookingRequestId
      ? (['bookingRequest', body.bookingRequestId, reservationErrors.requestNotFound] as const)
      : (['inquiry', body.inquiryId ?? '', reservationErrors.inquiryNotFound] as const);
  const opened = await openConversation(db, hostId, kind, { publicId });
  if (!opened) throw notFound();
  return getChannel(db, hostId, opened.publicId);
}

export async function patchChannel(
  db: Database,
  hostId: string,
  channelId: string,
  body: ChannelPatchBody,
): Promise<ChatChannel> {
  const record = await channelOrNotFound(db, hostId, channelId);
  await updateChannelFlags(db, record.id, {
    ...(body.archived !== undefined ? { archived: body.archived } : {}),
    ...(body.favorited !== undefined ? { favorited: body.favorited } : {}),
  });
  return getChannel(db, hostId, channelId);
}

export async function channelHistory(
  db: Database,
  hostId: string,
  channelId: string,
  query: { before?: string | undefined; limit: number },
): Promise<MessageHistory> {
  const record = await channelOrNotFound(db, hostId, channelId);
  const before = query.before ? decodeHistoryCursor(query.before) : null;
  // One more than asked tells whether an older page exists.
  const rows = await listMessages(db, record.id, before, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toChatMessage(row, record.publicId)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeHistoryCursor({ createdAt: last.position, id: last.id })
        : null,
  };
}

/** Stores a message of a member of the channel and tells every open socket of the channel. */
export async function postMessage(
  db: Database,
  channel: { id: string; publicId: string; hostId: string },
  sender: MessageSender,
  text: string,
): Promise<ChatMessage> {
  const row = await db.transaction((tx) => insertMessage(tx, channel, sender, text, new Date()));
  const message = toChatMessage(row, channel.publicId);
  await publishMessagingEvent(db, { type: 'message.created', hostId: channel.hostId, message });
  return message;
}

export async function sendHostMessage(
  db: Database,
  hostId: string,
  channelId: string,
  text: string,
): Promise<ChatMessage> {
  const record = await channelOrNotFound(db, hostId, channelId);
  return postMessage(db, record, 'host', text);
}

/** A member read the channel: the other member's messages get their read time, and sockets hear it. */
export async function readChannel(
  db: Database,
  channel: { id: string; publicId: string; hostId: string },
  reader: MessageSender,
): Promise<void> {
  const readAt = new Date();
  const changed = await markMessagesRead(db, channel.id, reader, readAt);
  if (!changed) return;
  await publishMessagingEvent(db, {
    type: 'channel.read',
    hostId: channel.hostId,
    channelId: channel.publicId,
    reader,
    readAt: readAt.toISOString(),
  });
}

export async function hostReadsChannel(
  db: Database,
  hostId: string,
  channelId: string,
): Promise<ChatChannel> {
  const record = await channelOrNotFound(db, hostId, channelId);
  await readChannel(db, record, 'host');
  return getChannel(db, hostId, channelId);
}

/**
 * Stores a host's words about a reservation (a rejected inquiry's message) in the reservation's
 * channel, opening it when there is none yet. Call inside the write's transaction; publish the answer
 * with {@link announceMessage} once that transaction has committed.
 */
export async function storeReservationMessage(
  tx: Database,
  hostId: string,
  reservation: { kind: 'booking' | 'bookingRequest' | 'inquiry'; id: string },
  text: string,
  at: Date,
): Promise<{ hostId: string; message: ChatMessage } | null> {
  const channel = await openConversation(tx, hostId, reservation.kind, { id: reservation.id });
  if (!channel) return null;
  const row = await insertMessage(tx, channel, 'host', text, at);
  return { hostId, message: toChatMessage(row, channel.publicId) };
}

/** Tells open sockets about a message stored by {@link storeReservationMessage}. */
export async function announceMessage(
  db: Database,
  stored: { hostId: string; message: ChatMessage },
): Promise<void> {
  await publishMessagingEvent(db, {
    type: 'message.created',
    hostId: stored.hostId,
    message: stored.message,
  });
}

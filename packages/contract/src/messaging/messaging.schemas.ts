import { z } from 'zod';
import { paginated, pageQuerySchema } from '../http/pagination.schemas';
import { queryBoolean, queryInt, querySearch } from '../http/query.schemas';
import { textProblem } from '../validation/text.rules';

// Chat channels and the inbox's filters (status, unread, favorited).
export const channelStatusSchema = z.enum(['all', 'archived', 'any']);
export type ChannelStatus = z.infer<typeof channelStatusSchema>;

export const channelMemberSchema = z.object({
  /** The host's user id; a guest has no account, so theirs is `guest:<channel id>`. */
  userId: z.string(),
  name: z.string(),
  role: z.enum(['host', 'guest']),
});
export type ChannelMember = z.infer<typeof channelMemberSchema>;

/** What a channel is about: a booking, a booking request or an inquiry (by its public id). */
export const channelSubjectSchema = z.object({
  kind: z.enum(['booking', 'bookingRequest', 'inquiry']),
  id: z.string(),
});

export const chatChannelSchema = z.object({
  id: z.string(),
  members: z.array(channelMemberSchema),
  archived: z.boolean(),
  /** Guest messages the host has not read. */
  unread: z.number().int().min(0),
  favorited: z.boolean(),
  bookingCode: z.string().nullable(),
  subject: channelSubjectSchema.nullable(),
  /** snake_case as the spec names it. */
  last_message_at: z.string().nullable(),
  lastMessagePreview: z.string().nullable(),
});
export type ChatChannel = z.infer<typeof chatChannelSchema>;

/** How many recent messages of an inquiry's channel the search reads (the spec's chat search). */
export const INQUIRY_SEARCH_MESSAGE_COUNT = 12;

/**
 * Channel search: status (all = not archived, archived, any), unread, favorited, booking code, and a
 * search text matched against the guest's and host's names and the booking code; for inquiry
 * channels also against their last {@link INQUIRY_SEARCH_MESSAGE_COUNT} messages.
 */
export const channelListQuerySchema = pageQuerySchema.extend({
  status: channelStatusSchema.default('all'),
  unread: queryBoolean.optional(),
  favorited: queryBoolean.optional(),
  bookingCode: z.string().trim().max(64).optional(),
  search: querySearch,
});
export type ChannelListQuery = z.input<typeof channelListQuerySchema>;
export const channelListResponseSchema = paginated(chatChannelSchema);

export const channelIdParamsSchema = z.object({ channelId: z.string().min(1).max(64) });

/** A message's text: no control characters but line breaks and tabs, not blank, at most this long. */
export const MESSAGE_TEXT_MAX_LENGTH = 4000;
export const messageTextSchema = z
  .string()
  .trim()
  .min(1)
  .max(MESSAGE_TEXT_MAX_LENGTH)
  .refine((text) => textProblem(text) === null, {
    message: 'Control characters are not allowed',
    params: { rule: 'messageText' },
  });

export const chatMessageSchema = z.object({
  id: z.string(),
  channelId: z.string(),
  sender: z.enum(['host', 'guest']),
  text: z.string(),
  createdAt: z.string(),
  /** When the other member read it; null while unread. */
  readAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const sendMessageBodySchema = z.object({ text: messageTextSchema }).strict();
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

/**
 * A history position: the created-at time (to the microsecond) and id of the last message a page
 * showed, so messages with equal times are never skipped or repeated. Clients pass it back as given.
 */
const CURSOR_PATTERN =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)~([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export interface HistoryCursor {
  createdAt: string;
  id: string;
}

export function encodeHistoryCursor(cursor: HistoryCursor): string {
  return `${cursor.createdAt}~${cursor.id}`;
}

export function decodeHistoryCursor(value: string): HistoryCursor | null {
  const match = CURSOR_PATTERN.exec(value);
  if (!match || Number.isNaN(Date.parse(match[1]!))) return null;
  return { createdAt: match[1]!, id: match[2]! };
}

export const MESSAGE_PAGE_MAX = 100;
export const messageHistoryQuerySchema = z.object({
  /** Messages older than this position; the newest page without it. */
  before: z
    .string()
    .max(200)
    .refine((value) => decodeHistoryCursor(value) !== null, {
      message: 'Not a position this history gave out',
      params: { rule: 'historyCursor' },
    })
    .optional(),
  limit: queryInt({ min: 1, max: MESSAGE_PAGE_MAX }).default(30),
});
export type MessageHistoryQuery = z.input<typeof messageHistoryQuerySchema>;

/** Newest first; `nextCursor` reads the older page, null when this page reached the first message. */
export const messageHistoryResponseSchema = z.object({
  items: z.array(chatMessageSchema),
  nextCursor: z.string().nullable(),
});
export type MessageHistory = z.infer<typeof messageHistoryResponseSchema>;

/** Archive or unarchive, favourite or unfavourite (at least one of them). */
export const channelPatchBodySchema = z
  .object({ archived: z.boolean().optional(), favorited: z.boolean().optional() })
  .strict()
  .refine((body) => body.archived !== undefined || body.favorited !== undefined, {
    message: 'Say archived, favorited or both',
    params: { rule: 'channelPatchEmpty' },
  });
export type ChannelPatchBody = z.infer<typeof channelPatchBodySchema>;

/** GET /api/app/messaging/token: what a chat client needs to connect (each missing part is logged). */
export const messagingTokenSchema = z.object({
  /** Short-lived, signed, for the caller only; the socket accepts nothing else. */
  token: z.string(),
  /** Names our own chat service (there is no provider's key to hand out). */
  apiKey: z.string(),
  userId: z.string(),
  userName: z.string(),
  /** Our in-process chat service's WebSocket (DESIGN.md). */
  websocketPath: z.string(),
  expiresAt: z.string(),
});
export type MessagingToken = z.infer<typeof messagingTokenSchema>;

/** POST .../conversation (body not shown in the spec): open the channel of a reservation. */
export const createConversationBodySchema = z
  .object({
    bookingId: z.string().min(1).max(64).optional(),
    inquiryId: z.string().min(1).max(64).optional(),
    bookingRequestId: z.string().min(1).max(64).optional(),
  })
  .strict()
  .superRefine((body, context) => {
    // Each field that breaks the one-of rule is named: all three when none is given, else the given ones.
    const keys = ['bookingId', 'bookingRequestId', 'inquiryId'] as const;
    const given = keys.filter((key) => body[key] !== undefined);
    if (given.length === 1) return;
    for (const key of given.length === 0 ? keys : given)
      context.addIssue({
        code: 'custom',
        path: [key],
        message: 'Exactly one of bookingId, bookingRequestId, inquiryId',
        params: { rule: 'oneReservation' },
      });
  });
export type CreateConversationBody = z.infer<typeof createConversationBodySchema>;

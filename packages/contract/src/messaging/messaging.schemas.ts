import { z } from 'zod';
import { paginated, pageQuerySchema } from '../http/pagination.schemas';
import { queryBoolean, querySearch } from '../http/query.schemas';

// Chat channels and the inbox's filters (status, unread, favorited).
export const channelStatusSchema = z.enum(['all', 'archived', 'any']);
export type ChannelStatus = z.infer<typeof channelStatusSchema>;

export const channelMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(['host', 'guest']),
});
export type ChannelMember = z.infer<typeof channelMemberSchema>;

export const chatChannelSchema = z.object({
  id: z.string(),
  members: z.array(channelMemberSchema),
  archived: z.boolean(),
  unread: z.number().int().min(0),
  favorited: z.boolean(),
  bookingCode: z.string().nullable(),
  /** snake_case as the spec names it. */
  last_message_at: z.string().nullable(),
  lastMessagePreview: z.string().nullable(),
});
export type ChatChannel = z.infer<typeof chatChannelSchema>;

/** Channel search: members, archived, unread, favorited, booking code, user name. */
export const channelListQuerySchema = pageQuerySchema.extend({
  status: channelStatusSchema.default('all'),
  unread: queryBoolean.optional(),
  favorited: queryBoolean.optional(),
  bookingCode: z.string().max(64).optional(),
  search: querySearch,
});
export type ChannelListQuery = z.input<typeof channelListQuerySchema>;
export const channelListResponseSchema = paginated(chatChannelSchema);

/** GET /api/app/messaging/token: what a chat client needs to connect (each missing part is logged). */
export const messagingTokenSchema = z.object({
  token: z.string(),
  apiKey: z.string(),
  userId: z.string(),
  userName: z.string(),
  /** Our in-process chat service's WebSocket (DESIGN.md). */
  websocketPath: z.string(),
});
export type MessagingToken = z.infer<typeof messagingTokenSchema>;

/** POST .../conversation (body not shown in the spec): open the channel of a reservation. */
export const createConversationBodySchema = z
  .object({
    bookingId: z.string().optional(),
    inquiryId: z.string().optional(),
    bookingRequestId: z.string().optional(),
  })
  .strict()
  .refine((body) => [body.bookingId, body.inquiryId, body.bookingRequestId].filter(Boolean).length === 1, {
    message: 'Exactly one of bookingId, inquiryId, bookingRequestId',
  });
export type CreateConversationBody = z.infer<typeof createConversationBodySchema>;

import { defineEndpoint } from '../http/endpoint';
import { countResponseSchema } from '../http/count.schemas';
import {
  channelListQuerySchema,
  channelListResponseSchema,
  chatChannelSchema,
  createConversationBodySchema,
  messagingTokenSchema,
} from './messaging.schemas';

// The header inbox badge's count; we serve it ourselves instead of asking a chat provider.
export const getUnreadMessagesCount = defineEndpoint({
  method: 'GET',
  path: '/api/app/messaging/unread-count',
  access: 'host',
  shape: 'designed',
  summary: 'How many conversations have unread guest messages.',
  response: countResponseSchema,
});

export const getMessagingToken = defineEndpoint({
  method: 'GET',
  path: '/api/app/messaging/token',
  access: 'host',
  shape: 'designed',
  summary: 'A chat token with the API key, user id and user name a chat client connects with.',
  response: messagingTokenSchema,
});

export const createConversation = defineEndpoint({
  method: 'POST',
  path: '/api/app/messaging/conversation',
  access: 'host',
  shape: 'designed',
  summary: 'Open (or find) the channel of a booking, request or inquiry.',
  body: createConversationBodySchema,
  response: chatChannelSchema,
});

/** The spec queries a chat provider; our chat service answers the same search itself. */
export const getChannels = defineEndpoint({
  method: 'GET',
  path: '/api/app/messaging/channels',
  access: 'host',
  shape: 'designed',
  summary: 'Channels filtered by status, unread, favorited, booking code or guest name.',
  query: channelListQuerySchema,
  response: channelListResponseSchema,
});

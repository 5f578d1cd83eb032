import { defineEndpoint } from '../http/endpoint';
import { reservationErrorCodes } from '../reservations/reservations.errors';
import { guestChannelSchema, guestLoginBodySchema, guestLoginResponseSchema } from './guest-chat.schemas';
import { messagingErrorCodes } from './messaging.errors';
import {
  channelIdParamsSchema,
  channelListQuerySchema,
  channelListResponseSchema,
  channelPatchBodySchema,
  chatChannelSchema,
  chatMessageSchema,
  createConversationBodySchema,
  messageHistoryQuerySchema,
  messageHistoryResponseSchema,
  messagingTokenSchema,
  sendMessageBodySchema,
} from './messaging.schemas';

export const getMessagingToken = defineEndpoint({
  method: 'GET',
  path: '/api/app/messaging/token',
  access: 'host',
  shape: 'designed',
  summary:
    'A short-lived chat token for the caller, with the API key, user id and user name a chat client connects with.',
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
  errors: [
    reservationErrorCodes.bookingNotFound,
    reservationErrorCodes.requestNotFound,
    reservationErrorCodes.inquiryNotFound,
  ],
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

export const getChannel = defineEndpoint({
  method: 'GET',
  path: '/api/app/messaging/channels/:channelId',
  access: 'host',
  shape: 'designed',
  summary: 'One channel of the host.',
  params: channelIdParamsSchema,
  response: chatChannelSchema,
  errors: [messagingErrorCodes.channelNotFound],
});

export const updateChannel = defineEndpoint({
  method: 'PATCH',
  path: '/api/app/messaging/channels/:channelId',
  access: 'host',
  shape: 'designed',
  summary: 'Archive or unarchive, favourite or unfavourite a channel.',
  params: channelIdParamsSchema,
  body: channelPatchBodySchema,
  response: chatChannelSchema,
  errors: [messagingErrorCodes.channelNotFound],
});

export const getChannelMessages = defineEndpoint({
  method: 'GET',
  path: '/api/app/messaging/channels/:channelId/messages',
  access: 'host',
  shape: 'designed',
  summary: "A page of a channel's messages, newest first, older pages through the cursor.",
  params: channelIdParamsSchema,
  query: messageHistoryQuerySchema,
  response: messageHistoryResponseSchema,
  errors: [messagingErrorCodes.channelNotFound],
});

export const sendChannelMessage = defineEndpoint({
  method: 'POST',
  path: '/api/app/messaging/channels/:channelId/messages',
  access: 'host',
  shape: 'designed',
  summary: 'Send a message to the guest; it reaches open chat sockets at once.',
  params: channelIdParamsSchema,
  body: sendMessageBodySchema,
  response: chatMessageSchema,
  successStatus: 201,
  errors: [messagingErrorCodes.channelNotFound],
});

export const markChannelRead = defineEndpoint({
  method: 'POST',
  path: '/api/app/messaging/channels/:channelId/read',
  access: 'host',
  shape: 'designed',
  summary: "Mark every guest message of the channel read (the guest's read receipt).",
  params: channelIdParamsSchema,
  response: chatChannelSchema,
  errors: [messagingErrorCodes.channelNotFound],
});

// The guest area. These rows take the guest token (from POST /api/guest/login) as the bearer
// token instead of a host's sign-in token; the server checks it on each call and answers 401
// without a valid one (the web then clears the guest cookie).

export const guestLogin = defineEndpoint({
  method: 'POST',
  path: '/api/guest/login',
  access: 'public',
  shape: 'designed',
  summary:
    'A guest signs in with booking code and email (rate-limited; a wrong code and a wrong email answer alike).',
  body: guestLoginBodySchema,
  response: guestLoginResponseSchema,
});

export const getGuestChat = defineEndpoint({
  method: 'GET',
  path: '/api/guest/chat',
  access: 'public',
  shape: 'designed',
  summary: "The guest's chat with the host (guest token).",
  response: guestChannelSchema,
});

export const getGuestChatMessages = defineEndpoint({
  method: 'GET',
  path: '/api/guest/chat/messages',
  access: 'public',
  shape: 'designed',
  summary: "A page of the guest's chat, newest first (guest token).",
  query: messageHistoryQuerySchema,
  response: messageHistoryResponseSchema,
});

export const sendGuestChatMessage = defineEndpoint({
  method: 'POST',
  path: '/api/guest/chat/messages',
  access: 'public',
  shape: 'designed',
  summary: 'The guest sends a message to the host (guest token).',
  body: sendMessageBodySchema,
  response: chatMessageSchema,
  successStatus: 201,
});

export const markGuestChatRead = defineEndpoint({
  method: 'POST',
  path: '/api/guest/chat/read',
  access: 'public',
  shape: 'designed',
  summary: "The guest read the host's messages (guest token).",
  response: guestChannelSchema,
});

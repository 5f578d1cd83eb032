import { defineEndpoint } from '../http/endpoint';
import { noContentSchema } from '../http/params.schemas';
import { messagingErrorCodes } from './messaging.errors';
import { channelIdParamsSchema } from './messaging.schemas';
import {
  replyFactsSchema,
  reorderSavedRepliesBodySchema,
  savedReplyBodySchema,
  savedReplyIdParamsSchema,
  savedReplyListResponseSchema,
  savedReplyPatchSchema,
  savedReplySchema,
} from './saved-replies.schemas';

// The host's saved replies (our own calls: the spec names the feature, not its calls).

export const listSavedReplies = defineEndpoint({
  method: 'GET',
  path: '/api/app/messaging/saved-replies',
  access: 'host',
  shape: 'designed',
  summary: "The host's saved replies, in their order.",
  response: savedReplyListResponseSchema,
});

export const createSavedReply = defineEndpoint({
  method: 'POST',
  path: '/api/app/messaging/saved-replies',
  access: 'host',
  shape: 'designed',
  summary: 'Save a reply (title and text with placeholders); it goes to the end of the list.',
  body: savedReplyBodySchema,
  response: savedReplySchema,
  successStatus: 201,
  errors: [messagingErrorCodes.tooManySavedReplies],
});

export const updateSavedReply = defineEndpoint({
  method: 'PATCH',
  path: '/api/app/messaging/saved-replies/:savedReplyId',
  access: 'host',
  shape: 'designed',
  summary: "Change a saved reply's title or text.",
  params: savedReplyIdParamsSchema,
  body: savedReplyPatchSchema,
  response: savedReplySchema,
  errors: [messagingErrorCodes.savedReplyNotFound],
});

export const deleteSavedReply = defineEndpoint({
  method: 'DELETE',
  path: '/api/app/messaging/saved-replies/:savedReplyId',
  access: 'host',
  shape: 'designed',
  summary: 'Delete a saved reply.',
  params: savedReplyIdParamsSchema,
  response: noContentSchema,
  successStatus: 204,
  errors: [messagingErrorCodes.savedReplyNotFound],
});

export const reorderSavedReplies = defineEndpoint({
  method: 'PUT',
  path: '/api/app/messaging/saved-replies/order',
  access: 'host',
  shape: 'designed',
  summary: "Reorder the host's saved replies: every reply id, in the new order; answers the list.",
  body: reorderSavedRepliesBodySchema,
  response: savedReplyListResponseSchema,
  errors: [messagingErrorCodes.savedReplyNotFound, messagingErrorCodes.savedReplyOrderMismatch],
});

export const getChannelReplyFacts = defineEndpoint({
  method: 'GET',
  path: '/api/app/messaging/channels/:channelId/reply-facts',
  access: 'host',
  shape: 'designed',
  summary:
    "What a saved reply's placeholders stand for in this conversation: guest first name, stay dates, unit, address, host name.",
  params: channelIdParamsSchema,
  response: replyFactsSchema,
  errors: [messagingErrorCodes.channelNotFound],
});

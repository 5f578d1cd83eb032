import { messagingErrorCodes } from '@hostdeck/contract/messaging/messaging.errors';
import { MAX_SAVED_REPLIES_PER_HOST } from '@hostdeck/contract/messaging/saved-replies.schemas';
import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import { AppError, notFoundError } from '../../app/app-error';

export const messagingErrors = {
  /** Another host's channel, a deleted or a guessed id: the same 404. */
  channelNotFound: () =>
    notFoundError('The conversation does not exist.', messagingErrorCodes.channelNotFound),
  savedReplyNotFound: () =>
    notFoundError('The saved reply does not exist.', messagingErrorCodes.savedReplyNotFound),
  savedReplyOrderMismatch: () =>
    new AppError({
      code: commonErrorCodes.validation,
      statusCode: 400,
      message: 'The body is not valid.',
      fieldErrors: [
        {
          field: 'savedReplyIds',
          message: 'List every one of your saved replies exactly once.',
          code: messagingErrorCodes.savedReplyOrderMismatch,
        },
      ],
    }),
  tooManySavedReplies: () =>
    new AppError({
      code: messagingErrorCodes.tooManySavedReplies,
      statusCode: 409,
      message: `A host keeps at most ${MAX_SAVED_REPLIES_PER_HOST} saved replies.`,
    }),
};

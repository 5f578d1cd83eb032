import { messagingErrorCodes } from '@hostdeck/contract/messaging/messaging.errors';
import { notFoundError } from '../../app/app-error';

export const messagingErrors = {
  /** Another host's channel, a deleted or a guessed id: the same 404. */
  channelNotFound: () =>
    notFoundError('The conversation does not exist.', messagingErrorCodes.channelNotFound),
};

import { channelErrorCodes } from '@hostdeck/contract/channel/channel.errors';
import { AppError, notFoundError } from '../../app/app-error';

/** The channel intake's and the API keys' refusals. */
export const channelErrors = {
  apiKeyNotFound: () => notFoundError('The API key does not exist.', channelErrorCodes.apiKeyNotFound),
  /** Another host's unit, a deleted one and a guessed id answer alike. */
  unitNotFound: () => notFoundError('The unit does not exist.', channelErrorCodes.unitNotFound),
  idempotencyKeyReused: () =>
    new AppError({
      code: channelErrorCodes.idempotencyKeyReused,
      statusCode: 422,
      message:
        'This Idempotency-Key was used in the last 24 hours for another call or another body. ' +
        'Send a new key for a new reservation.',
    }),
};

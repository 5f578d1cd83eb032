import { calendarErrorCodes } from '@hostdeck/contract/calendar/calendar.errors';
import { MAX_ICAL_FEEDS_PER_UNIT } from '@hostdeck/contract/calendar/ical-feeds.schemas';
import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import { AppError, notFoundError } from '../../app/app-error';

export const calendarSyncErrors = {
  /** Another host's feed, one of a deleted unit, or a guessed id: the same 404. */
  feedNotFound: () => notFoundError('The imported calendar does not exist.', calendarErrorCodes.feedNotFound),
  tooManyFeeds: () =>
    new AppError({
      code: calendarErrorCodes.tooManyFeeds,
      statusCode: 409,
      message: `A unit imports at most ${MAX_ICAL_FEEDS_PER_UNIT} calendars.`,
    }),
  /** A channel key that is not one of the host's keys in use: refused on the field. */
  channelKeyNotFound: () =>
    new AppError({
      code: commonErrorCodes.validation,
      statusCode: 400,
      message: 'The body is not valid.',
      fieldErrors: [
        {
          field: 'channelKeyId',
          code: calendarErrorCodes.feedChannelKeyNotFound,
          message: 'No API key in use has this id.',
        },
      ],
    }),
  /** An export address nobody has (never made, or replaced by a new one): a plain 404. */
  exportNotFound: () => notFoundError('No calendar has this address.'),
};

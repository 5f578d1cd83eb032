import { calendarErrorCodes } from '@hostdeck/contract/calendar/calendar.errors';
import { MAX_ICAL_FEEDS_PER_UNIT } from '@hostdeck/contract/calendar/ical-feeds.schemas';
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
  /** An export address nobody has (never made, or replaced by a new one): a plain 404. */
  exportNotFound: () => notFoundError('No calendar has this address.'),
};

import { calendarErrorCodes } from '@hostdeck/contract/calendar/calendar.errors';
import { CALENDAR_MAX_RANGE_NIGHTS } from '@hostdeck/contract/calendar/calendar.schemas';
import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import { AppError } from '../../app/app-error';

const invalidField = (field: string, code: string, message: string, params?: Record<string, number>) =>
  new AppError({
    code: commonErrorCodes.validation,
    statusCode: 400,
    message: 'The request is not valid.',
    fieldErrors: [{ field, code, message, ...(params ? { params } : {}) }],
  });

export const calendarErrors = {
  rangeTooLong: () =>
    invalidField(
      'dateTo',
      calendarErrorCodes.rangeTooLong,
      `A calendar call covers at most ${CALENDAR_MAX_RANGE_NIGHTS} nights.`,
      { maximum: CALENDAR_MAX_RANGE_NIGHTS },
    ),
  maxStayBelowMin: () =>
    invalidField(
      'change.maxStayNights',
      calendarErrorCodes.maxStayBelowMin,
      'The maximum stay cannot be shorter than the minimum stay.',
    ),
  overlapsStay: () =>
    new AppError({
      code: calendarErrorCodes.overlapsStay,
      statusCode: 409,
      message: 'A booking, a pending booking request or a confirmed inquiry holds some of these nights.',
    }),
  notManuallyBlocked: () =>
    new AppError({
      code: calendarErrorCodes.notManuallyBlocked,
      statusCode: 409,
      message: 'No manual block covers these nights.',
    }),
};

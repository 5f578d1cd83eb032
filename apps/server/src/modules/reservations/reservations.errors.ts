import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import { reservationErrorCodes } from '@hostdeck/contract/reservations/reservations.errors';
import { AppError, notFoundError } from '../../app/app-error';

const conflict = (
  code: (typeof reservationErrorCodes)[keyof typeof reservationErrorCodes],
  message: string,
) => new AppError({ code, statusCode: 409, message });

/** The errors of requests, bookings and inquiries; one 404 per kind, whoever's id it is. */
export const reservationErrors = {
  requestNotFound: () =>
    notFoundError('The booking request does not exist.', reservationErrorCodes.requestNotFound),
  bookingNotFound: () => notFoundError('The booking does not exist.', reservationErrorCodes.bookingNotFound),
  inquiryNotFound: () => notFoundError('The inquiry does not exist.', reservationErrorCodes.inquiryNotFound),
  /** A request or inquiry that no longer waits for an answer: it was answered, or has lapsed. */
  alreadyDecided: (what: 'booking request' | 'inquiry', status: string) =>
    conflict(
      reservationErrorCodes.alreadyDecided,
      `The ${what} is ${status.toLowerCase()} and no longer waits for an answer.`,
    ),
  /**
   * The answer deadline passed before the expiry job got to the row: for the guest the request has
   * lapsed, so it is as decided as an EXPIRED one.
   */
  deadlinePassed: () =>
    conflict(reservationErrorCodes.alreadyDecided, 'The time to answer this booking request has passed.'),
  datesTaken: () =>
    conflict(reservationErrorCodes.datesTaken, 'Some nights of this stay are already taken by another stay.'),
  notCancellable: (status: string) =>
    conflict(
      reservationErrorCodes.notCancellable,
      status === 'CONFIRMED'
        ? 'The stay has ended, so the booking can no longer be cancelled.'
        : `A booking in status ${status} cannot be cancelled.`,
    ),
  /**
   * In the validation shape, on the field the host has to fill: the rule needs the reason to
   * decide, so the service answers it rather than the body's schema (a schema's own refinement can
   * only say `validation.custom`).
   */
  explanationRequired: () =>
    new AppError({
      code: commonErrorCodes.validation,
      statusCode: 400,
      message: 'The body is not valid.',
      fieldErrors: [
        {
          field: 'explanation',
          code: reservationErrorCodes.explanationRequired,
          message: 'Add a few words of explanation for this reason.',
        },
      ],
    }),
};

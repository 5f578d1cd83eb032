import type { ErrorCode } from '@hostdeck/contract/error-codes';
import { unitErrorCodes } from '@hostdeck/contract/units/units.errors';
import { commonErrorCodes, type FieldError } from '@hostdeck/contract/http/error.schemas';
import { AppError, notFoundError } from '../../app/app-error';

const conflict = (code: ErrorCode, message: string) => new AppError({ code, statusCode: 409, message });

export const unitErrors = {
  /** Another host's unit, a deleted one or an unknown id: the same 404, so a guess tells nothing. */
  notFound: () => notFoundError('The unit does not exist.', unitErrorCodes.notFound),
  publishNotAllowed: (state: string) =>
    conflict(unitErrorCodes.publishNotAllowed, `A unit in state ${state} cannot be published.`),
  notPublishable: () =>
    conflict(
      unitErrorCodes.notPublishable,
      'The unit cannot be published while its registration number is invalid.',
    ),
  unpublishNotAllowed: (state: string) =>
    conflict(unitErrorCodes.unpublishNotAllowed, `A unit in state ${state} cannot be unpublished.`),
  deleteNotAllowed: () => conflict(unitErrorCodes.deleteNotAllowed, 'Unpublish the unit before deleting it.'),
  /** Publish of a unit still being listed while steps are missing; one field error per step (field = step name). */
  listingIncomplete: (fieldErrors: FieldError[]) =>
    new AppError({
      code: unitErrorCodes.listingIncomplete,
      statusCode: 409,
      message: `The listing is not complete: ${fieldErrors.map((error) => error.field).join(', ')}.`,
      fieldErrors,
    }),
  /** Field errors the schema cannot know (they depend on stored data), in the validation shape. */
  invalidFields: (fieldErrors: FieldError[]) =>
    new AppError({
      code: commonErrorCodes.validation,
      statusCode: 400,
      message: 'The body is not valid.',
      fieldErrors,
    }),
};

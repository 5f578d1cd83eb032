import { commonErrorCodes, type FieldError } from '@hostdeck/contract/http/error.schemas';
import { AppError } from '../../app/app-error';

export const regionalRequirementErrors = {
  /** Every field problem of one PATCH at once, so the form can mark them all. */
  invalid: (fieldErrors: FieldError[]) =>
    new AppError({
      code: commonErrorCodes.validation,
      statusCode: 400,
      message: 'The body is not valid.',
      fieldErrors,
    }),
};

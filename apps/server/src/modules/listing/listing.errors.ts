import { commonErrorCodes, type FieldError } from '@hostdeck/contract/http/error.schemas';
import { AppError } from '../../app/app-error';

export const listingErrors = {
  /** Field errors that depend on the catalogue or stored data, in the validation shape. */
  invalidFields: (fieldErrors: FieldError[]) =>
    new AppError({
      code: commonErrorCodes.validation,
      statusCode: 400,
      message: 'The body is not valid.',
      fieldErrors,
    }),
};

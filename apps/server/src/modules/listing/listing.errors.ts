import { commonErrorCodes, type FieldError } from '@hostdeck/contract/http/error.schemas';
import { AppError } from '../../app/app-error';

// Error codes double as translation keys (`errors:listing.*`); these are field-error codes of 400s.
export const listingErrorCodes = {
  unknownPlan: 'listing.unknownPlan',
  serviceNotInPlan: 'listing.serviceNotInPlan',
} as const;

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

import { propertyErrorCodes } from '@hostdeck/contract/properties/properties.errors';
import { AppError, notFoundError } from '../../app/app-error';

export const propertyErrors = {
  /** Another host's property, a deleted one or an unknown id: the same 404, so a guess tells nothing. */
  notFound: () => notFoundError('The property does not exist.', propertyErrorCodes.notFound),
  deleteNotAllowed: () =>
    new AppError({
      code: propertyErrorCodes.deleteNotAllowed,
      statusCode: 409,
      message: 'A property with a published unit cannot be deleted; unpublish its units first.',
    }),
  singleUnitExists: () =>
    new AppError({
      code: propertyErrorCodes.singleUnitExists,
      statusCode: 409,
      message: 'A single-unit property already has its unit.',
    }),
  typeChangeNotAllowed: () =>
    new AppError({
      code: propertyErrorCodes.typeChangeNotAllowed,
      statusCode: 409,
      message:
        'The property type can only change while the property holds one unit that is still being listed.',
      fieldErrors: [
        {
          field: 'propertyType',
          code: propertyErrorCodes.typeChangeNotAllowed,
          message: 'The property type can no longer be changed.',
        },
      ],
    }),
};

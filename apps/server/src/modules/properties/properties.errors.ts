import { AppError, notFoundError } from '../../app/app-error';

// Error codes double as translation keys (`errors:properties.*`).
export const propertyErrorCodes = {
  notFound: 'properties.notFound',
  deleteNotAllowed: 'properties.deleteNotAllowed',
  singleUnitExists: 'properties.singleUnitExists',
  typeChangeNotAllowed: 'properties.typeChangeNotAllowed',
} as const;

export const propertyErrors = {
  /** Another host's property, a deleted one or an unknown id all answer the same 404 (spec §8). */
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

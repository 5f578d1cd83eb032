// Field-error codes of a refused plan choice (inside a `common.validation` answer); they double as
// translation keys (`errors:listing.*`).
export const listingErrorCodes = {
  unknownPlan: 'listing.unknownPlan',
  serviceNotInPlan: 'listing.serviceNotInPlan',
} as const;

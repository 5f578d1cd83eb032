// Codes double as translation keys (`errors:publicListing.*`).
export const publicListingErrorCodes = {
  /** An unknown unit and one that is not online look the same to a guest. */
  notFound: 'publicListing.notFound',
} as const;

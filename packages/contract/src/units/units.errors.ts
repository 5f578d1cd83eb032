// Codes double as translation keys (`errors:units.*`). Some name a whole answer (a 409), others only
// one field error inside it (the steps a publish still lacks, the missing bed).
export const unitErrorCodes = {
  notFound: 'units.notFound',
  publishNotAllowed: 'units.publishNotAllowed',
  notPublishable: 'units.notPublishable',
  unpublishNotAllowed: 'units.unpublishNotAllowed',
  deleteNotAllowed: 'units.deleteNotAllowed',
  listingIncomplete: 'units.listingIncomplete',
  /** Field-error codes of listingIncomplete: a required step not done, or done but its data gone. */
  stepIncomplete: 'units.stepIncomplete',
  stepDataMissing: 'units.stepDataMissing',
  /** The beds step is done only when the unit's rooms hold at least one bed. */
  bedRequired: 'units.bedRequired',
} as const;

// Codes double as translation keys (`errors:photos.*`). The upload's refusals also sit on its file
// field; a reorder that does not list every photo once is a field error of a `common.validation`.
export const photoErrorCodes = {
  notFound: 'photos.notFound',
  tooLarge: 'photos.tooLarge',
  unsupportedType: 'photos.unsupportedType',
  tooSmall: 'photos.tooSmall',
  tooBig: 'photos.dimensionsTooLarge',
  fileMissing: 'photos.fileMissing',
  orderMismatch: 'photos.orderMismatch',
  limitReached: 'photos.limitReached',
} as const;

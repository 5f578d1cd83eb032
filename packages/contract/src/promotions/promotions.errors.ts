// A field-error code (inside a `common.validation` answer) that doubles as a translation key
// (`errors:promotions.*`).
export const promotionErrorCodes = {
  discountNotOffered: 'promotions.discountNotOffered',
} as const;

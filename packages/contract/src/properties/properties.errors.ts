// Codes double as translation keys (`errors:properties.*`).
export const propertyErrorCodes = {
  notFound: 'properties.notFound',
  deleteNotAllowed: 'properties.deleteNotAllowed',
  singleUnitExists: 'properties.singleUnitExists',
  typeChangeNotAllowed: 'properties.typeChangeNotAllowed',
} as const;

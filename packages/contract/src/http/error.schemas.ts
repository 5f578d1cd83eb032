import { z } from 'zod';

/** One field problem. `field` is a dotted path into the payload (`address.city`); absent for general errors. */
export const fieldErrorSchema = z.object({
  field: z.string().optional(),
  /** In the language the request names (`hl`, Accept-Language), else English; the web translates `code` itself. */
  message: z.string(),
  code: z.string(),
  /** What the code's text needs: the limit a value broke (`minimum`, `maximum`), the kind of value (`origin`). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * The one error body our server writes. `code` is a dotted code that doubles as a
 * translation key (`errors:<code>`); `message` is in the language the request names (`hl`,
 * Accept-Language), else English, for logs and clients without translations.
 */
export const apiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.array(fieldErrorSchema),
  /**
   * A write refused because its If-Match names an older version (412): the record as it is now,
   * in the shape the row's success answer has, so the client can show it or save over it.
   */
  current: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

// The correlation id header and the common error codes: error.constants.ts (no zod, so the web
// app's first screen reads them without loading it).
export { commonErrorCodes, CORRELATION_ID_HEADER } from './error.constants';

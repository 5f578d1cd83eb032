// What every error answer shares, without zod: the web app's API client reads it on every page.

/** Header carrying the request's correlation id on every error response. */
export const CORRELATION_ID_HEADER = 'x-correlation-id';

/**
 * Error codes the platform itself produces, around any handler (schema validation, the token, body
 * size, rate limit, an unknown route, a row not served yet, our own failures): every call may answer
 * them, so no endpoint row declares them. Domains add their own in `<domain>/<domain>.errors.ts`.
 */
export const commonErrorCodes = {
  validation: 'common.validation',
  unauthorized: 'common.unauthorized',
  forbidden: 'common.forbidden',
  notFound: 'common.notFound',
  conflict: 'common.conflict',
  /** A write whose If-Match names a version the record has moved on from (412). */
  preconditionFailed: 'common.preconditionFailed',
  payloadTooLarge: 'common.payloadTooLarge',
  unsupportedMediaType: 'common.unsupportedMediaType',
  tooManyRequests: 'common.tooManyRequests',
  internal: 'common.internal',
  notImplemented: 'common.notImplemented',
  /** Never sent by the server: the web client's code for a call that got no answer at all. */
  network: 'common.network',
} as const;

/** 401 and 404 are not reported to error reporting (both are expected answers). */
export const UNREPORTED_HTTP_STATUSES = [401, 404] as const;

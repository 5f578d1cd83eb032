import type { ErrorCode } from '@hostdeck/contract/error-codes';
import type { FieldError } from '@hostdeck/contract/http/error.schemas';
import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import { versionETag } from '@hostdeck/contract/http/if-match.rules';

/**
 * An error a service throws on purpose: a dotted code of the contract (doubling as the translation
 * key `errors:<code>`), an HTTP status and an English message. The error handler writes it as
 * `{ code, message, errors }`; modules create theirs in `<domain>.errors.ts` from the codes the
 * contract holds, so a code cannot be misspelt on one side only.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fieldErrors: FieldError[];
  /** A refused conditional write: the record as it stands and its ETag (see preconditionFailedError). */
  readonly current: { body: unknown; etag: string } | undefined;

  constructor(options: {
    code: ErrorCode;
    statusCode: number;
    message: string;
    fieldErrors?: FieldError[];
    current?: { body: unknown; etag: string };
  }) {
    super(options.message);
    this.name = 'AppError';
    this.code = options.code;
    this.statusCode = options.statusCode;
    this.fieldErrors = options.fieldErrors ?? [];
    this.current = options.current;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export const unauthorizedError = (message = 'A valid bearer token is required.') =>
  new AppError({ code: commonErrorCodes.unauthorized, statusCode: 401, message });

export const forbiddenError = (
  message = 'You may not do this.',
  code: ErrorCode = commonErrorCodes.forbidden,
) => new AppError({ code, statusCode: 403, message });

export const notFoundError = (message = 'Not found.', code: ErrorCode = commonErrorCodes.notFound) =>
  new AppError({ code, statusCode: 404, message });

/**
 * 412: the write's If-Match names a version the record has moved on from. The answer carries the
 * record as it is now (and its ETag), so the client can show it or save over it knowingly.
 */
export const preconditionFailedError = (current: { version: number }) =>
  new AppError({
    code: commonErrorCodes.preconditionFailed,
    statusCode: 412,
    message: 'This was saved by someone else since you read it.',
    current: { body: current, etag: versionETag(current.version) },
  });

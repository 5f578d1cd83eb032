import type { ErrorCode } from '@hostdeck/contract/error-codes';
import type { FieldError } from '@hostdeck/contract/http/error.schemas';
import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';

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

  constructor(options: { code: ErrorCode; statusCode: number; message: string; fieldErrors?: FieldError[] }) {
    super(options.message);
    this.name = 'AppError';
    this.code = options.code;
    this.statusCode = options.statusCode;
    this.fieldErrors = options.fieldErrors ?? [];
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

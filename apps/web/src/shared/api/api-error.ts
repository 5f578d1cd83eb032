import type { ErrorCode } from '@hostdeck/contract/error-codes';
import { commonErrorCodes } from '@hostdeck/contract/http/error.constants';

/** One problem with one input field; `field` is the server's dotted path (`address.city`). */
export interface ApiFieldError {
  field: string;
  message: string;
  code: string | null;
  /** What a translated text of `code` needs (`minimum`, `maximum`, `origin`), when the server sent it. */
  params?: Record<string, string | number>;
}

/**
 * Every failed call, whatever shape the server answered in, becomes this one error:
 * - ours and the spec's `{ errors: [{ field?, message, code? }], message?, code? }`;
 * - a plain `{ message }`;
 * - problem details `{ title, detail, invalidParams: [{ name, reason }] }`.
 * Forms map `fieldErrors` onto fields; toasts show `messages[0]` (or translate `code`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /**
   * The contract's error code (`common.validation`) when the server sent one we know; doubles as
   * `errors:<code>`. Typed, so comparing it with a misspelt code does not compile.
   */
  readonly code: ErrorCode | null;
  /** The code exactly as the server sent it, known to us or not (for logs and error reports). */
  readonly sentCode: string | null;
  /** General messages (errors without a field), first one first. */
  readonly messages: string[];
  readonly fieldErrors: ApiFieldError[];
  readonly correlationId: string | null;
  /**
   * With a 412 (a write whose If-Match is out of date): the record as the server has it now, not yet
   * checked against any schema (the caller knows which record it wrote).
   */
  readonly current: unknown;

  constructor(init: {
    status: number;
    code?: ErrorCode | null;
    /** Defaults to `code`. */
    sentCode?: string | null;
    messages?: string[];
    fieldErrors?: ApiFieldError[];
    correlationId?: string | null;
    current?: unknown;
  }) {
    super(init.messages?.[0] ?? init.fieldErrors?.[0]?.message ?? `HTTP ${init.status}`);
    this.status = init.status;
    this.code = init.code ?? null;
    this.sentCode = init.sentCode ?? this.code;
    this.messages = init.messages ?? [];
    this.fieldErrors = init.fieldErrors ?? [];
    this.correlationId = init.correlationId ?? null;
    this.current = init.current;
  }

  /** 400 is told apart from other client errors: it carries field errors for forms. */
  get isBadRequest(): boolean {
    return this.status === 400;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** Someone saved the record after the read this write was made from (its If-Match). */
  get isPreconditionFailed(): boolean {
    return this.status === 412;
  }

  /** The first general message: the form-level message. */
  get formMessage(): string | null {
    return this.messages[0] ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What a route loader throws when the address names something that is not there for this host. */
export function notFoundError(): ApiError {
  return new ApiError({ status: 404, code: commonErrorCodes.notFound });
}

import { isErrorCode } from '@hostdeck/contract/error-codes';
import { ApiError, type ApiFieldError } from './api-error';

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Reads any of the three error shapes (or anything else) into one `ApiError`. */
export function parseApiError(status: number, body: unknown, correlationId: string | null = null): ApiError {
  const data = asRecord(body);
  const messages: string[] = [];
  const fieldErrors: ApiFieldError[] = [];
  let code = data ? nonEmptyString(data.code) : null;

  if (data && Array.isArray(data.errors)) {
    for (const item of data.errors) {
      const entry = asRecord(item);
      const message = entry ? nonEmptyString(entry.message) : null;
      if (!entry || !message) continue;
      const field = nonEmptyString(entry.field);
      const itemCode = nonEmptyString(entry.code);
      const params = asRecord(entry.params);
      if (field)
        fieldErrors.push({
          field,
          message,
          code: itemCode,
          ...(params ? { params: params as Record<string, string | number> } : {}),
        });
      else {
        messages.push(message);
        // A body without a top-level code still names the problem through its first general error.
        code ??= itemCode;
      }
    }
  }

  if (data && Array.isArray(data.invalidParams)) {
    for (const item of data.invalidParams) {
      const entry = asRecord(item);
      const name = entry ? nonEmptyString(entry.name) : null;
      const reason = entry ? nonEmptyString(entry.reason) : null;
      if (name && reason) fieldErrors.push({ field: name, message: reason, code: null });
    }
  }

  // `errors[]` name the specific problems; the top-level `message` (ours, spec) or `detail`/`title`
  // (problem details) is the summary, used as the general message when no listed error has one.
  const summary = data
    ? (nonEmptyString(data.message) ?? nonEmptyString(data.detail) ?? nonEmptyString(data.title))
    : null;
  if (summary && !messages.includes(summary)) messages.push(summary);
  // A non-JSON body (a proxy's HTML page) is never shown to users: the caller falls back to a
  // translated generic message.

  return new ApiError({
    status,
    code: isErrorCode(code) ? code : null,
    sentCode: code,
    messages,
    fieldErrors,
    correlationId,
    current: data?.current,
  });
}

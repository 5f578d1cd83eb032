import { UNREPORTED_HTTP_STATUSES } from '@hostdeck/contract/http/error.constants';
import { isApiError } from './api-error';

const unreportedStatuses: readonly number[] = UNREPORTED_HTTP_STATUSES;

/**
 * Whether a failure goes to error reporting. 401 (handled by refresh/logout) and 404 (a normal
 * answer the page shows) are expected, not faults.
 */
export function shouldReportError(error: unknown): boolean {
  if (isApiError(error)) return !unreportedStatuses.includes(error.status);
  return !(error instanceof DOMException && error.name === 'AbortError');
}

/**
 * The one place failures are reported. There is no reporting service yet, so it writes to the
 * console; a real service plugs in here without touching callers.
 */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (!shouldReportError(error)) return;
  console.error('[hostdeck] failure', context ?? {}, error);
}

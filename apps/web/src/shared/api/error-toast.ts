import type { I18n } from '@/shared/i18n/create-i18n';
import { showFailureToast } from '@/shared/ui/toast';
import { isApiError } from './api-error';

/** Shown when the server said nothing a user can read. */
export const FALLBACK_ERROR_KEY = 'common:pages.errorFailedToLoad.title';

/**
 * The text of a failed write's toast: the translation of the server's error code when we
 * have one (`errors:<code>`), else the server's own message, else the generic failed-to-load title.
 */
export function errorToastMessage(error: unknown, i18n: Pick<I18n, 't' | 'exists'>): string {
  if (isApiError(error)) {
    const key = error.code ? `errors:${error.code}` : null;
    if (key && i18n.exists(key)) return i18n.t(key);
    const serverMessage = error.messages[0] ?? error.fieldErrors[0]?.message;
    if (serverMessage) return serverMessage;
  }
  return i18n.t(FALLBACK_ERROR_KEY);
}

export function showErrorToast(error: unknown, i18n: Pick<I18n, 't' | 'exists'>): void {
  showFailureToast(errorToastMessage(error, i18n));
}

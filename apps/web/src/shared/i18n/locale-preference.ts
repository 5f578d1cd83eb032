import { DEFAULT_APP_LOCALE, type AppLocale } from '@hostdeck/contract/i18n/locales';
import { isAppLocale } from '@hostdeck/contract/i18n/locale.rules';
import { resolveAppLocale } from '@hostdeck/translations/resolve-locale';

// Which language the app starts in: the account's locale once it is known (this device remembers
// the last one, so the next visit starts in it before signing in), else the first of the
// browser's accepted languages we offer, else American English.

const STORAGE_KEY = 'hostdeck.locale';

export function rememberedLocale(): AppLocale | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value && isAppLocale(value) ? value : null;
  } catch {
    return null; // storage disabled: the browser's languages decide
  }
}

export function rememberLocale(locale: AppLocale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage disabled: nothing to remember
  }
}

/**
 * The first accepted language we translate into (`fr-BE` → fr, `en-AU` → en-US); a language we
 * do not offer is skipped, so `ja, de` gives German, not the default.
 */
export function localeFromAcceptedLanguages(languages: readonly string[]): AppLocale {
  for (const language of languages) {
    const resolved = resolveAppLocale(language);
    if (resolved !== DEFAULT_APP_LOCALE || language.toLowerCase().startsWith('en')) return resolved;
  }
  return DEFAULT_APP_LOCALE;
}

export function initialLocale(): AppLocale {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return rememberedLocale() ?? localeFromAcceptedLanguages(languages.filter(Boolean));
}

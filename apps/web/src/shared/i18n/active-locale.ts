import { DEFAULT_APP_LOCALE, type AppLocale } from '@hostdeck/contract/i18n/locales';

// The language the app shows now, for code outside React: every API call names it
// (Accept-Language, so the server's messages and labels come in it) and the sign-in redirect
// asks the identity pages for it (ui_locales). Set at start-up and on every switch.

let activeLocale: AppLocale = DEFAULT_APP_LOCALE;

export function setActiveLocale(locale: AppLocale): void {
  activeLocale = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export function getActiveLocale(): AppLocale {
  return activeLocale;
}

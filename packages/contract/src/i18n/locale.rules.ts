import {
  appLocales,
  DEFAULT_APP_LOCALE,
  DEFAULT_SERVER_LOCALE,
  serverLocales,
  type AppLocale,
  type ServerLocale,
} from './locales';

// A locale is checked against the supported list and falls back to the default.

const APP_TO_SERVER: Record<AppLocale, ServerLocale> = {
  'de-CH': 'de_CH',
  de: 'de_DE',
  'en-GB': 'en_GB',
  'en-US': 'en_US',
  es: 'es_ES',
  fr: 'fr_FR',
  hr: 'hr_HR',
  it: 'it_IT',
  nl: 'nl_NL',
  pt: 'pt_PT',
};
const SERVER_TO_APP = Object.fromEntries(
  Object.entries(APP_TO_SERVER).map(([app, server]) => [server, app]),
) as Record<ServerLocale, AppLocale>;

export function appLocaleToServerLocale(locale: AppLocale): ServerLocale {
  return APP_TO_SERVER[locale];
}

export function serverLocaleToAppLocale(locale: ServerLocale): AppLocale {
  return SERVER_TO_APP[locale];
}

export function isAppLocale(value: string): value is AppLocale {
  return (appLocales as readonly string[]).includes(value);
}

export function isServerLocale(value: string): value is ServerLocale {
  return (serverLocales as readonly string[]).includes(value);
}

/**
 * Any locale tag (`de-CH`, `de_DE`, `fr-BE`, `EN`, `en`) to a supported app locale: the exact
 * locale, else its server spelling, else its language (`fr-BE` → fr, `en` → en-US), else en-US.
 */
export function resolveAppLocale(input: string | null | undefined): AppLocale {
  if (!input) return DEFAULT_APP_LOCALE;
  const tag = input.trim().replace('_', '-');
  const [language = '', region] = tag.split('-');
  const normalised = region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
  if (isAppLocale(normalised)) return normalised;
  const server = normalised.replace('-', '_');
  if (isServerLocale(server)) return serverLocaleToAppLocale(server);
  if (language.toLowerCase() === 'en') return region?.toUpperCase() === 'GB' ? 'en-GB' : DEFAULT_APP_LOCALE;
  const byLanguage = language.toLowerCase();
  return isAppLocale(byLanguage) ? byLanguage : DEFAULT_APP_LOCALE;
}

/** The same fallback for the server's locale ids (default en_US). */
export function resolveServerLocale(input: string | null | undefined): ServerLocale {
  if (!input) return DEFAULT_SERVER_LOCALE;
  return appLocaleToServerLocale(resolveAppLocale(input));
}

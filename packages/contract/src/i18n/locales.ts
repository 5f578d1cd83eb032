// Locales: the server-side locale ids and the app's locale map. Without zod, so the web app's
// first screen reads them without loading it (the schemas: locale.schemas.ts).
export const serverLocales = [
  'de_CH',
  'de_DE',
  'en_GB',
  'en_US',
  'es_ES',
  'fr_FR',
  'hr_HR',
  'it_IT',
  'nl_NL',
  'pt_PT',
] as const;
export type ServerLocale = (typeof serverLocales)[number];

export const appLocales = ['de-CH', 'de', 'en-GB', 'en-US', 'es', 'fr', 'hr', 'it', 'nl', 'pt'] as const;
export type AppLocale = (typeof appLocales)[number];

export const DEFAULT_APP_LOCALE: AppLocale = 'en-US';
export const DEFAULT_SERVER_LOCALE: ServerLocale = 'en_US';

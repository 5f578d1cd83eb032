import { z } from 'zod';

// Locales: the server-side locale ids and the app's locale map.
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
export const serverLocaleSchema = z.enum(serverLocales);
export type ServerLocale = z.infer<typeof serverLocaleSchema>;

export const appLocales = ['de-CH', 'de', 'en-GB', 'en-US', 'es', 'fr', 'hr', 'it', 'nl', 'pt'] as const;
export const appLocaleSchema = z.enum(appLocales);
export type AppLocale = z.infer<typeof appLocaleSchema>;

export const DEFAULT_APP_LOCALE: AppLocale = 'en-US';
export const DEFAULT_SERVER_LOCALE: ServerLocale = 'en_US';

import { z } from 'zod';
import { appLocales } from './locales';

// The locale lists themselves live in locales.ts (no zod); they are re-exported here for the
// modules that read them beside the schemas.
export { appLocales, DEFAULT_APP_LOCALE, serverLocales, type AppLocale, type ServerLocale } from './locales';

export const appLocaleSchema = z.enum(appLocales);

import type { TranslationTree } from '@hostdeck/contract/public/public.schemas';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Missing keys are logged, never hidden. */
export function logMissingKey(languages: readonly string[], namespace: string, key: string): void {
  console.warn(`[i18n] missing key "${namespace}:${key}" for ${languages.join(', ')}`);
}

/**
 * One i18next instance over the resources `/api/public/ui-translations` served. The server has
 * already merged the locale over English, so there is no fallback language to load here.
 */
export async function createI18n(locale: string, resources: Record<string, TranslationTree>): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: resources },
    ns: Object.keys(resources),
    defaultNS: 'common',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => logMissingKey(languages, namespace, key),
  });
  return instance;
}

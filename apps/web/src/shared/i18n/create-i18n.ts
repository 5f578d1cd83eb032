import type { TranslationTree } from '@hostdeck/contract/public/public.schemas';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createNamespaceBackend, type LoadNamespaces } from './namespace-backend';

/** Missing keys are logged, never hidden. */
export function logMissingKey(languages: readonly string[], namespace: string, key: string): void {
  console.warn(`[i18n] missing key "${namespace}:${key}" for ${languages.join(', ')}`);
}

/**
 * One i18next instance, started with the namespaces the start-up call brought. The others load
 * when a page needs them (its route asks ahead; a component that gets there first suspends), from
 * the same call, which has already merged the locale's region over its language. So there is no
 * fallback language to load here.
 */
export async function createI18n(
  locale: string,
  resources: Record<string, TranslationTree>,
  loadNamespaces?: LoadNamespaces,
): Promise<I18n> {
  const instance = createInstance();
  if (loadNamespaces) instance.use(createNamespaceBackend(loadNamespaces));
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    // 'de-CH' is one locale here, not 'de-CH' then 'de': the server merged them.
    load: 'currentOnly',
    resources: { [locale]: resources },
    partialBundledLanguages: true,
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

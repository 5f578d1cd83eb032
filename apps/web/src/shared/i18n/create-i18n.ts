import type { TranslationTree } from '@hostdeck/contract/public/public.schemas';
import { createNamespaceStore, type LoadNamespaces } from './namespace-loader';
import { hasKey, splitNamespace, translate, type TFunction } from './translate';

/** The namespace of a key without a `ns:` prefix, and of `useTranslation()` without one. */
export const DEFAULT_NAMESPACE = 'common';

/** Missing keys are logged, never hidden. */
export function logMissingKey(languages: readonly string[], namespace: string, key: string): void {
  console.warn(`[i18n] missing key "${namespace}:${key}" for ${languages.join(', ')}`);
}

/** The app's texts in its current language, and the means to load more and to switch. */
export interface I18n {
  /** The locale the app shows now. */
  readonly language: string;
  /** Every namespace asked for so far: a language switch loads all of them. */
  readonly namespaces: readonly string[];
  /** Translates in the current language; a key without `ns:` is in `common`. */
  t: TFunction;
  /** Whether the key names a text or group in the current language. */
  exists(key: string): boolean;
  /** A translate function bound to one language and namespace (what `useTranslation` hands out). */
  getFixedT(language: string, namespace: string): TFunction;
  /** In for the current language, or failed to load (its keys then show as missing). */
  hasLoadedNamespace(namespace: string): boolean;
  hasResourceBundle(language: string, namespace: string): boolean;
  /** Loads namespaces of the current language; settles when they have, never rejects. */
  loadNamespaces(namespaces: readonly string[]): Promise<void>;
  /** Loads every namespace asked for so far in another language, ahead of a switch (again after a failure). */
  loadLanguages(language: string): Promise<void>;
  /** Switches once the language's namespaces have loaded (or failed); the last switch asked for wins. */
  changeLanguage(language: string): Promise<void>;
  /** Called after each language change (for useSyncExternalStore). */
  subscribe(listener: () => void): () => void;
}

/**
 * Starts with the namespaces the start-up call brought. The others load when a page needs them (its
 * route asks ahead; a component that gets there first suspends), from the same call, which has
 * already merged the locale's region over its language: 'de-CH' is one locale here, and there is no
 * fallback language.
 */
export function createI18n(
  locale: string,
  resources: Record<string, TranslationTree>,
  loadNamespaces?: LoadNamespaces,
): I18n {
  const store = createNamespaceStore({ locale, resources }, loadNamespaces);
  const namespaces = new Set(Object.keys(resources));
  const listeners = new Set<() => void>();
  let language = locale;
  let switchingTo: string | null = null;

  const getFixedT =
    (lng: string, defaultNamespace: string): TFunction =>
    (fullKey, options) => {
      const [namespace, key] = splitNamespace(fullKey, defaultNamespace);
      const { text, missing } = translate(store.tree(lng, namespace), lng, key, options);
      if (missing) logMissingKey([lng], namespace, key);
      return text;
    };

  return {
    get language() {
      return language;
    },
    get namespaces() {
      return [...namespaces];
    },
    t: (key, options) => getFixedT(language, DEFAULT_NAMESPACE)(key, options),
    exists(fullKey) {
      const [namespace, key] = splitNamespace(fullKey, DEFAULT_NAMESPACE);
      return hasKey(store.tree(language, namespace), key);
    },
    getFixedT,
    hasLoadedNamespace: (namespace) => store.settled(language, namespace),
    hasResourceBundle: (lng, namespace) => store.tree(lng, namespace) !== undefined,
    loadNamespaces(asked) {
      for (const namespace of asked) namespaces.add(namespace);
      return store.load(language, asked);
    },
    // Only the shown language's failures must stay failed (see createNamespaceStore).
    loadLanguages: (lng) => store.load(lng, [...namespaces], lng !== language),
    async changeLanguage(lng) {
      switchingTo = lng;
      await store.load(lng, [...namespaces]);
      if (switchingTo !== lng) return;
      switchingTo = null;
      language = lng;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

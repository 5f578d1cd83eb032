import { useContext, useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_NAMESPACE, type I18n } from './create-i18n';
import { I18nContext } from './i18n-context';
import type { TFunction } from './translate';

/**
 * `t` for a namespace (the first, when several are named; `common` when none), and the translator.
 * As react-i18next with Suspense: a component whose namespaces are not in yet suspends until they
 * are, and every user re-renders when the language changes, with a new `t` (so memos that depend on
 * it run again).
 */
export function useTranslation(namespace?: string | readonly string[]): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language);
  const namespaces = typeof namespace === 'string' ? [namespace] : (namespace ?? [DEFAULT_NAMESPACE]);
  const first = namespaces[0] ?? DEFAULT_NAMESPACE;
  const t = useMemo(() => i18n.getFixedT(language, first), [i18n, language, first]);
  const waiting = namespaces.filter((name) => !i18n.hasLoadedNamespace(name));
  // React renders the component again once the promise settles; the names are in (or failed) then.
  if (waiting.length > 0) throw i18n.loadNamespaces(waiting);
  return { t, i18n };
}

import type { TranslationTree } from '@hostdeck/contract/public/public.schemas';

/** Fetches some namespaces of one locale: `GET /api/public/ui-translations?hl=&ns=`. */
export type LoadNamespaces = (
  locale: string,
  namespaces: readonly string[],
) => Promise<Record<string, TranslationTree>>;

/** Where a namespace of a locale stands: its tree once it is in. */
export interface NamespaceStore {
  tree(locale: string, namespace: string): TranslationTree | undefined;
  /** In, or asked for and failed (its keys then show as missing, never a page that waits forever). */
  settled(locale: string, namespace: string): boolean;
  /**
   * Asks for what is neither in nor on its way; settles once all of them have settled. Never
   * rejects. What failed before is asked for again only with `retryFailed`.
   */
  load(locale: string, namespaces: readonly string[], retryFailed?: boolean): Promise<void>;
}

/**
 * Holds the trees of each locale and fetches missing ones. A page usually needs two or three
 * namespaces at once (and a language switch all it has loaded), asked for by separate components
 * in the same render: what is asked for in the same tick goes out as one call. A failed namespace of
 * the shown language is not asked for again (as with i18next): a retry would suspend the pages that
 * show its keys. Another language's is, when the host tries to switch to it again.
 */
export function createNamespaceStore(
  initial: { locale: string; resources: Record<string, TranslationTree> },
  fetchNamespaces?: LoadNamespaces,
): NamespaceStore {
  const trees = new Map<string, Record<string, TranslationTree>>([
    [initial.locale, { ...initial.resources }],
  ]);
  const failed = new Set<string>();
  const inFlight = new Map<string, Promise<void>>();
  const queued = new Map<string, { namespaces: string[]; done: Promise<void> }>();
  const id = (locale: string, namespace: string) => `${locale}|${namespace}`;
  const tree = (locale: string, namespace: string) => trees.get(locale)?.[namespace];

  const send = async (locale: string, namespaces: readonly string[]) => {
    // A microtask later: every component of the same render has queued its namespaces by then.
    await Promise.resolve();
    queued.delete(locale);
    try {
      const resources = await fetchNamespaces!(locale, namespaces);
      const byNamespace = trees.get(locale) ?? {};
      for (const namespace of namespaces) byNamespace[namespace] = resources[namespace] ?? {};
      trees.set(locale, byNamespace);
    } catch {
      // Each key read from them is then logged as missing; a language switch reports its own failure.
      for (const namespace of namespaces) failed.add(id(locale, namespace));
    } finally {
      for (const namespace of namespaces) inFlight.delete(id(locale, namespace));
    }
  };

  return {
    tree,
    settled: (locale, namespace) =>
      !fetchNamespaces || tree(locale, namespace) !== undefined || failed.has(id(locale, namespace)),
    load(locale, namespaces, retryFailed = false) {
      if (!fetchNamespaces) return Promise.resolve();
      const waits: Promise<void>[] = [];
      for (const namespace of namespaces) {
        const key = id(locale, namespace);
        if (retryFailed) failed.delete(key);
        if (tree(locale, namespace) !== undefined || failed.has(key)) continue;
        let wait = inFlight.get(key);
        if (!wait) {
          let batch = queued.get(locale);
          if (!batch) {
            const names: string[] = [];
            batch = { namespaces: names, done: send(locale, names) };
            queued.set(locale, batch);
          }
          batch.namespaces.push(namespace);
          wait = batch.done;
          inFlight.set(key, wait);
        }
        waits.push(wait);
      }
      return Promise.all(waits).then(() => undefined);
    },
  };
}

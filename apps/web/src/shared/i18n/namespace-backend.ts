import type { TranslationTree } from '@hostdeck/contract/public/public.schemas';
import type { BackendModule, ReadCallback } from 'i18next';

/** Fetches some namespaces of one locale: `GET /api/public/ui-translations?hl=&ns=`. */
export type LoadNamespaces = (
  locale: string,
  namespaces: readonly string[],
) => Promise<Record<string, TranslationTree>>;

/**
 * i18next asks for one namespace at a time; a page usually needs two or three at once (and a
 * language switch all it has loaded). Requests made in the same tick go out as one call.
 */
export function createNamespaceBackend(load: LoadNamespaces): BackendModule {
  const pending = new Map<string, Map<string, ReadCallback[]>>();

  const flush = (locale: string) => {
    const waiting = pending.get(locale);
    pending.delete(locale);
    if (!waiting) return;
    load(locale, [...waiting.keys()]).then(
      (resources) => {
        for (const [namespace, callbacks] of waiting) {
          for (const callback of callbacks) callback(null, resources[namespace] ?? {});
        }
      },
      (error: unknown) => {
        // i18next retries, then logs the failure; the keys show as missing, never as a blank page.
        for (const callbacks of waiting.values()) {
          for (const callback of callbacks) callback(error instanceof Error ? error : String(error), false);
        }
      },
    );
  };

  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      let waiting = pending.get(language);
      if (!waiting) {
        waiting = new Map();
        pending.set(language, waiting);
        queueMicrotask(() => flush(language));
      }
      waiting.set(namespace, [...(waiting.get(namespace) ?? []), callback]);
    },
  };
}

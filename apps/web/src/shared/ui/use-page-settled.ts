import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { afterFirstPaint } from './after-paint';

// Code a page does not need to show itself (tooltips, dropdowns, the toast container) loads once
// the page has settled: it has painted, no query is fetching and the browser is idle. Loaded
// earlier, it competes for the connection and the main thread with what the host is waiting to see.
//
// The query cache is watched here, once, not through `useIsFetching` in every component that asks:
// that hook re-renders its component each time a query starts or ends, and the shell asks, so every
// badge count arriving after the page re-rendered the whole navigation. A component asking now
// renders again exactly once, when the page settles.

let settled = false;
const listeners = new Set<() => void>();
const watched = new WeakSet<QueryClient>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function markSettled(): void {
  if (settled) return;
  settled = true;
  for (const listener of listeners) listener();
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(callback, 200);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback, { timeout: 3000 });
  return () => window.cancelIdleCallback(handle);
}

// A page with no query of its own (the sign-in page) settles this long after the watch began.
const SETTLE_WITHOUT_QUERIES_MS = 3000;

/**
 * Settles once a page shows what it asked for (some query has a reader: before the page's code has
 * arrived, the cache may hold its data with nobody reading it yet), no query of this client is
 * fetching, and the browser has been idle since.
 */
function watchUntilSettled(queryClient: QueryClient): void {
  if (settled || watched.has(queryClient)) return;
  watched.add(queryClient);
  let cancelIdle: (() => void) | null = null;
  let waitedLongEnough = false;
  const isRead = () =>
    waitedLongEnough ||
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.getObserversCount() > 0);
  const check = () => {
    if (queryClient.isFetching() > 0 || !isRead()) {
      cancelIdle?.();
      cancelIdle = null;
    } else {
      cancelIdle ??= whenIdle(() => {
        unsubscribe();
        // The browser can be idle between the page's commit and its paint: settling waits for the paint.
        void afterFirstPaint().then(markSettled);
      });
    }
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(check);
  setTimeout(() => {
    waitedLongEnough = true;
    check();
  }, SETTLE_WITHOUT_QUERIES_MS);
  check();
}

/** Runs `callback` once the page has settled (at once when it has), e.g. to fetch a chunk ahead of use. */
export function whenPageSettled(callback: () => void): () => void {
  if (settled) {
    callback();
    return () => undefined;
  }
  const listener = () => {
    listeners.delete(listener);
    callback();
  };
  return subscribe(listener);
}

/** True from the moment the first page has its data and the browser is idle; stays true. */
export function usePageSettled(): boolean {
  const queryClient = useQueryClient();
  useEffect(() => watchUntilSettled(queryClient), [queryClient]);
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
}

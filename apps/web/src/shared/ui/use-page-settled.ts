import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

// Code a page does not need to show itself (tooltips, dropdowns, the toast container) loads once
// the page has settled: no query is fetching and the browser is idle. Loaded earlier, it competes
// for the connection and the main thread with what the host is waiting to see.
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

/** Settles once no query of this client is fetching and the browser has been idle since. */
function watchUntilSettled(queryClient: QueryClient): void {
  if (settled || watched.has(queryClient)) return;
  watched.add(queryClient);
  let cancelIdle: (() => void) | null = null;
  const check = () => {
    if (queryClient.isFetching() > 0) {
      cancelIdle?.();
      cancelIdle = null;
    } else {
      cancelIdle ??= whenIdle(() => {
        unsubscribe();
        markSettled();
      });
    }
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(check);
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

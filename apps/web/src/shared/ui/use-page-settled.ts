import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

// Code a page does not need to show itself (tooltips, dropdowns, the toast container) loads once
// the page has settled: no query is fetching and the browser is idle. Loaded earlier, it competes
// for the connection and the main thread with what the host is waiting to see.

let settled = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function markSettled(): void {
  if (settled) return;
  settled = true;
  for (const listener of listeners) listener();
}

/** True from the moment the first page has its data and the browser is idle; stays true. */
export function usePageSettled(): boolean {
  const isSettled = useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
  const fetching = useIsFetching();
  useEffect(() => {
    if (isSettled || fetching > 0) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(markSettled, 200);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(markSettled, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }, [isSettled, fetching]);
  return isSettled;
}

import { PAGE_RELOAD_AFTER_MS } from '@hostdeck/contract/constants';
import { useEffect } from 'react';

/** A tab open longer than 12 hours may run a bundle the server no longer matches, so it reloads. */
export function isTabStale(openedAt: number, now: number, limitMs = PAGE_RELOAD_AFTER_MS): boolean {
  return now - openedAt > limitMs;
}

/**
 * Reloads the page when the tab becomes visible again after being open more than 12 hours.
 * Returns the cleanup; the hook below wires it to React.
 */
export function watchStaleTab(
  openedAt: number,
  options: { now?: () => number; reload?: () => void; doc?: Document } = {},
): () => void {
  const now = options.now ?? Date.now;
  const reload = options.reload ?? (() => window.location.reload());
  const doc = options.doc ?? document;
  const handleVisibilityChange = () => {
    if (doc.visibilityState === 'visible' && isTabStale(openedAt, now())) reload();
  };
  doc.addEventListener('visibilitychange', handleVisibilityChange);
  return () => doc.removeEventListener('visibilitychange', handleVisibilityChange);
}

export function useStaleTabReload(openedAt: number): void {
  useEffect(() => watchStaleTab(openedAt), [openedAt]);
}

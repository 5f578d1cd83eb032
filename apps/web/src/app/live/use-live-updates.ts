import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePageSettled } from '@/shared/ui/use-page-settled';

/**
 * Keeps the tab's live connection open while a host's dashboard is shown (docs/decisions/0042). The
 * client loads once the page has settled, so it never competes with the first screen.
 */
export function useLiveUpdates(active: boolean): void {
  const settled = usePageSettled();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active || !settled) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./live-updates').then(
      (module) => {
        if (!left) stop = module.startLiveUpdates(queryClient);
      },
      // A chunk that failed to load leaves the badges as they were; the next visit tries again.
      () => {},
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [active, settled, queryClient]);
}

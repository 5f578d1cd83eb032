import { useCallback, useState } from 'react';
import { readMaintenanceDismissed, writeMaintenanceDismissed } from '../maintenance.rules';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Whether the host dismissed this maintenance window, and how to dismiss it. */
export function useMaintenanceDismissal(windowId: string | null) {
  const [dismissedIds, setDismissedIds] = useState<ReadonlySet<string>>(() => new Set());
  const dismissed = windowId
    ? dismissedIds.has(windowId) || readMaintenanceDismissed(browserStorage(), windowId)
    : false;
  const dismiss = useCallback(() => {
    if (!windowId) return;
    writeMaintenanceDismissed(browserStorage(), windowId);
    setDismissedIds((ids) => new Set(ids).add(windowId));
  }, [windowId]);
  return { dismissed, dismiss };
}

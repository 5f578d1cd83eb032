import type { MaintenanceWindow } from '@hostdeck/contract/public/public.schemas';

// A maintenance banner with a date range that the host can dismiss. Dismissal
// is remembered per window id, so a new window shows again even after an old one was closed.

const STORAGE_PREFIX = 'hostdeck.maintenance-dismissed.';

export function maintenanceStorageKey(windowId: string): string {
  return `${STORAGE_PREFIX}${windowId}`;
}

/** Storage can be missing or refuse access (private mode, blocked cookies); dismissal then lasts the page. */
export function readMaintenanceDismissed(storage: Storage | undefined, windowId: string): boolean {
  try {
    return storage?.getItem(maintenanceStorageKey(windowId)) === '1';
  } catch {
    return false;
  }
}

export function writeMaintenanceDismissed(storage: Storage | undefined, windowId: string): void {
  try {
    storage?.setItem(maintenanceStorageKey(windowId), '1');
  } catch {
    // Nothing to do: the banner stays hidden until the next page load.
  }
}

/** Shown while the window has not ended and this window was not dismissed. */
export function shouldShowMaintenance(
  maintenance: MaintenanceWindow | null,
  dismissed: boolean,
  now: Date,
): boolean {
  if (!maintenance || dismissed) return false;
  const endsAt = Date.parse(maintenance.endsAt);
  return Number.isNaN(endsAt) || endsAt > now.getTime();
}

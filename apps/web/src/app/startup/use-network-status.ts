import { useSyncExternalStore } from 'react';

export type NetworkStatus = 'online' | 'offline';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const read = (): NetworkStatus => (navigator.onLine ? 'online' : 'offline');

/** Online or offline, from the browser's own events. */
export function useNetworkStatus(): NetworkStatus {
  return useSyncExternalStore(subscribe, read, () => 'online');
}

// `use-sync-external-store/shim` resolves to this module in the web app (an alias in vite.config.ts).
// The shim backfills a hook React has had since version 18; react-i18next still imports it, and on
// every first screen it cost a CommonJS module and its interop for a line that hands React's own
// hook back.
export { useSyncExternalStore } from 'react';

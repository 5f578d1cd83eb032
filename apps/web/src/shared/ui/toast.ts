// Every toast of the app goes through these two functions (the toast host, toast-host.tsx, draws
// them and brings their stylesheets), so they all look, sound and behave alike: a confirmation is a
// polite status message that closes by itself after a few seconds, a failure is an alert that stays
// a little longer. Both have a close button (its label comes from the localised theme). Callers
// pass text that is already translated.
//
// The kit's toast store comes with the host, which loads once the first page has settled, not with
// the first screen: a toast asked for before the host is there waits here and appears when it mounts.

export const SUCCESS_TOAST_MS = 4000;
export const ERROR_TOAST_MS = 6000;

/** One toast as the host's store takes it. */
export interface Toast {
  color: 'green' | 'red';
  message: string;
  autoClose: number;
  role: 'status' | 'alert';
}

let showInHost: ((toast: Toast) => void) | null = null;
const waiting: Toast[] = [];

function show(toast: Toast): void {
  if (showInHost) showInHost(toast);
  else waiting.push(toast);
}

/** The host, once mounted, takes the toasts that waited for it (in order) and every later one. */
export function connectToastHost(showToast: (toast: Toast) => void): void {
  showInHost = showToast;
  for (const toast of waiting.splice(0)) showToast(toast);
}

export function showSuccessToast(message: string): void {
  show({ color: 'green', message, autoClose: SUCCESS_TOAST_MS, role: 'status' });
}

export function showFailureToast(message: string): void {
  show({ color: 'red', message, autoClose: ERROR_TOAST_MS, role: 'alert' });
}

import { notifications } from '@mantine/notifications';

// Every toast of the app goes through these two functions (the toast host, toast-host.tsx, draws
// them and brings their stylesheets), so they all look, sound and behave alike: a confirmation is a
// polite status message that closes by itself after a few seconds, a failure is an alert that stays
// a little longer. Both have a close button (its label comes from the localised theme). Callers
// pass text that is already translated.

export const SUCCESS_TOAST_MS = 4000;
export const ERROR_TOAST_MS = 6000;

export function showSuccessToast(message: string): void {
  notifications.show({ color: 'green', message, autoClose: SUCCESS_TOAST_MS, role: 'status' });
}

export function showFailureToast(message: string): void {
  notifications.show({ color: 'red', message, autoClose: ERROR_TOAST_MS, role: 'alert' });
}

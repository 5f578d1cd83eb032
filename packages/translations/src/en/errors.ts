// Keys are the server's error codes (`common.validation` → `errors:common.validation`), so a
// failed call's toast can show the translation of its code (spec §8, STYLE.md §6).
export const errors = {
  common: {
    validation: 'Some fields are not valid. Please check them and try again.',
    unauthorized: 'Your session has ended. Please sign in again.',
    forbidden: 'You are not allowed to do this.',
    notFound: 'We could not find what you were looking for.',
    conflict: 'This was changed in the meantime. Please reload and try again.',
    payloadTooLarge: 'The file or text is too large.',
    tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
    internal: 'Something went wrong on our side. Please try again later.',
    network: 'We could not reach the server. Check your connection and try again.',
  },
} as const;

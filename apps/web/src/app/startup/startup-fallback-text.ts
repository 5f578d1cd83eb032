/**
 * The only English written outside the translations package. These two screens show BEFORE the
 * translations are loaded (spinner) or when loading them failed (the error screen), so they cannot
 * go through the translator.
 * See docs/decisions/0008-web-startup-fallback-text.md.
 */
export const startupFallbackText = {
  loading: 'Loading',
  errorTitle: 'Unexpected error',
  errorDescription: 'The app could not start. Check your connection and try again.',
  reload: 'Reload',
} as const;

import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Center.css';
import { Center, Loader } from '@mantine/core';
import { startupFallbackText } from './startup-fallback-text';

/** Full-screen spinner while start-up runs; announced politely to screen readers. */
export function StartupSpinner({ label = startupFallbackText.loading }: { label?: string }) {
  return (
    <Center h="100dvh" role="status" aria-live="polite" aria-label={label}>
      <Loader aria-hidden="true" />
    </Center>
  );
}

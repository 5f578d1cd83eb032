import { startupFallbackText } from './startup-fallback-text';
import { PlainLoader } from '@/shared/ui/plain/plain-loader';
import { PlainCenter } from '@/shared/ui/plain/plain-center';

/** Full-screen spinner while start-up runs; announced politely to screen readers. */
export function StartupSpinner({ label = startupFallbackText.loading }: { label?: string }) {
  return (
    <PlainCenter h="100dvh" role="status" aria-live="polite" aria-label={label}>
      <PlainLoader aria-hidden="true" />
    </PlainCenter>
  );
}

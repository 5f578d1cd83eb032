import { PlainButton } from '@/shared/ui/plain/plain-button';
import { startupFallbackText } from './startup-fallback-text';
import { PlainTitle } from '@/shared/ui/plain/plain-title';
import { PlainText } from '@/shared/ui/plain/plain-text';
import { PlainStack } from '@/shared/ui/plain/plain-stack';
import { PlainCenter } from '@/shared/ui/plain/plain-center';

/** Start-up failed: nothing to show but a way to try again. */
export function UnexpectedErrorScreen({ onReload }: { onReload?: () => void }) {
  const handleReload = onReload ?? (() => window.location.reload());
  return (
    <PlainCenter h="100dvh" p="md">
      <PlainStack align="center" gap="sm" role="alert" maw={420} ta="center">
        <PlainTitle order={1} size="h2">
          {startupFallbackText.errorTitle}
        </PlainTitle>
        <PlainText c="dimmed">{startupFallbackText.errorDescription}</PlainText>
        <PlainButton onClick={handleReload}>{startupFallbackText.reload}</PlainButton>
      </PlainStack>
    </PlainCenter>
  );
}

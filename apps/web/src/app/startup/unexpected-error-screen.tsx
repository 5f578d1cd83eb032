import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Center, Stack, Text, Title } from '@mantine/core';
import { PlainButton } from '@/shared/ui/plain/plain-button';
import { startupFallbackText } from './startup-fallback-text';

/** Start-up failed: nothing to show but a way to try again. */
export function UnexpectedErrorScreen({ onReload }: { onReload?: () => void }) {
  const handleReload = onReload ?? (() => window.location.reload());
  return (
    <Center h="100dvh" p="md">
      <Stack align="center" gap="sm" role="alert" maw={420} ta="center">
        <Title order={1} size="h2">
          {startupFallbackText.errorTitle}
        </Title>
        <Text c="dimmed">{startupFallbackText.errorDescription}</Text>
        <PlainButton onClick={handleReload}>{startupFallbackText.reload}</PlainButton>
      </Stack>
    </Center>
  );
}

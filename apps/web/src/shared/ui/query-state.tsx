import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

/** Loading and failed states of a settings page's own queries. */
export function QueryState({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const { t } = useTranslation('units');
  if (isError) {
    return (
      <Alert color="red" role="alert" title={t('form.loadError')}>
        <Button variant="light" onClick={onRetry} mt="xs">
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack align="center" py="lg">
      <Loader aria-label={t('loading')} />
    </Stack>
  );
}

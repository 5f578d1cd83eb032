import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

/** The unit is loading, or failed for a reason other than 404 (which shows the not-found page). */
export function UnitLoadState({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const { t } = useTranslation('units');
  return (
    <Stack align="center" py="xl" px="md">
      {isError ? (
        <Alert color="red" role="alert" title={t('loadError')}>
          <Button variant="light" mt="xs" onClick={onRetry}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <Loader aria-label={t('loading')} />
      )}
    </Stack>
  );
}

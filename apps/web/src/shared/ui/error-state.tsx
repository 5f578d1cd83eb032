import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

interface ErrorStateProps {
  title?: string;
  description?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** What every list shows when its call failed: a calm message and a retry button. */
export function ErrorState({ title, description, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation('shell');
  return (
    <Alert color="red" variant="light" title={title ?? t('states.errorTitle')} role="alert">
      <Text size="sm">{description ?? t('states.errorDescription')}</Text>
      {onRetry ? (
        <Group mt="sm">
          <Button size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>
            {t('states.retry')}
          </Button>
        </Group>
      ) : null}
    </Alert>
  );
}

import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlainAlert } from './plain/plain-alert';
import { PlainButton } from './plain/plain-button';

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
    <PlainAlert color="red" title={title ?? t('states.errorTitle')} role="alert">
      <Text size="sm">{description ?? t('states.errorDescription')}</Text>
      {onRetry ? (
        <Group mt="sm">
          <PlainButton size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>
            {t('states.retry')}
          </PlainButton>
        </Group>
      ) : null}
    </PlainAlert>
  );
}

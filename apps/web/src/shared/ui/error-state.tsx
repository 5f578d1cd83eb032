import { useTranslation } from '@/shared/i18n/use-translation';
import { PlainAlert } from './plain/plain-alert';
import { PlainButton } from './plain/plain-button';
import { PlainText } from './plain/plain-text';
import { PlainGroup } from './plain/plain-group';

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
    <PlainAlert color="red" variant="light" title={title ?? t('states.errorTitle')} role="alert">
      <PlainText size="sm">{description ?? t('states.errorDescription')}</PlainText>
      {onRetry ? (
        <PlainGroup mt="sm">
          <PlainButton size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>
            {t('states.retry')}
          </PlainButton>
        </PlainGroup>
      ) : null}
    </PlainAlert>
  );
}

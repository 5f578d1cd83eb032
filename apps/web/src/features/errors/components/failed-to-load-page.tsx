import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ErrorPageLayout } from './error-page-layout';

interface FailedToLoadPageProps {
  /** Retry in place (a query's refetch); without it the page reloads. */
  onRetry?: () => void;
}

/**
 * A query error or a failed page-module load shows this page with a reload button.
 * The router uses it as the error element, so it reads nothing that could itself fail.
 */
export function FailedToLoadPage({ onRetry }: FailedToLoadPageProps) {
  const { t } = useTranslation('shell');
  return (
    <ErrorPageLayout
      title={t('failedToLoad.title')}
      description={t('failedToLoad.description')}
      actions={
        <Button size="md" onClick={onRetry ?? (() => window.location.reload())}>
          {t('failedToLoad.reload')}
        </Button>
      }
    />
  );
}

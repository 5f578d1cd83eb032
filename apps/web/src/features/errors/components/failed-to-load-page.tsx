import { useTranslation } from '@/shared/i18n/use-translation';
import { PlainButton } from '@/shared/ui/plain/plain-button';
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
        <PlainButton size="md" onClick={onRetry ?? (() => window.location.reload())}>
          {t('failedToLoad.reload')}
        </PlainButton>
      }
    />
  );
}

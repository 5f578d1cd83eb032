import { useTranslation } from '@/shared/i18n/use-translation';
import { PlainAlert } from '@/shared/ui/plain/plain-alert';
import { PlainButton } from '@/shared/ui/plain/plain-button';
import { PlainLoader } from '@/shared/ui/plain/plain-loader';
import { PlainStack } from '@/shared/ui/plain/plain-stack';

/** The unit is loading, or failed for a reason other than 404 (which shows the not-found page). */
export function UnitLoadState({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const { t } = useTranslation('units');
  return (
    <PlainStack align="center" py="xl" px="md">
      {isError ? (
        <PlainAlert color="red" role="alert" title={t('loadError')}>
          <PlainButton variant="light" mt="xs" onClick={onRetry}>
            {t('retry')}
          </PlainButton>
        </PlainAlert>
      ) : (
        <PlainLoader aria-label={t('loading')} />
      )}
    </PlainStack>
  );
}

import { useTranslation } from '@/shared/i18n/use-translation';
import { useNetworkStatus } from '@/app/startup/use-network-status';
import { PlainText } from '@/shared/ui/plain/plain-text';

/** A thin bar while the browser reports no connection. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const status = useNetworkStatus();
  if (status === 'online') return null;
  return (
    <PlainText
      role="status"
      size="sm"
      ta="center"
      py={4}
      bg="var(--mantine-color-yellow-1)"
      c="var(--mantine-color-dark-9)"
      style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 1000 }}
    >
      {t('common:states.offline')}
    </PlainText>
  );
}

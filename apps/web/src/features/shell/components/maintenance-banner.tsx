import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Text } from '@mantine/core';
import type { MaintenanceWindow } from '@hostdeck/contract/public/public.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDateTimeRange } from '@/shared/i18n/format';
import { useMaintenanceDismissal } from '../hooks/use-maintenance-dismissal';
import { shouldShowMaintenance } from '../maintenance.rules';

interface MaintenanceBannerProps {
  maintenance: MaintenanceWindow | null;
  now?: Date;
}

/** Planned maintenance with its date range; closing it hides this window for good. */
export function MaintenanceBanner({ maintenance, now = new Date() }: MaintenanceBannerProps) {
  const { t, i18n } = useTranslation('shell');
  const { dismissed, dismiss } = useMaintenanceDismissal(maintenance?.id ?? null);
  if (!maintenance || !shouldShowMaintenance(maintenance, dismissed, now)) return null;
  const range = formatDateTimeRange(maintenance.startsAt, maintenance.endsAt, i18n.language);
  return (
    <Alert
      color="yellow"
      variant="light"
      radius={0}
      withCloseButton
      closeButtonLabel={t('maintenance.dismiss')}
      onClose={dismiss}
      title={t('maintenance.title')}
      role="status"
    >
      <Text size="sm">{t('maintenance.description', { range })}</Text>
    </Alert>
  );
}

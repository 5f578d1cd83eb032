import type { MaintenanceWindow } from '@hostdeck/contract/public/public.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDateTimeRange } from '@/shared/i18n/format';
import { PlainAlert } from '@/shared/ui/plain/plain-alert';
import { useMaintenanceDismissal } from '../hooks/use-maintenance-dismissal';
import { shouldShowMaintenance } from '../maintenance.rules';
import { PlainText } from '@/shared/ui/plain/plain-text';

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
    <PlainAlert
      color="yellow"
      variant="light"
      square
      closeButtonLabel={t('maintenance.dismiss')}
      onClose={dismiss}
      title={t('maintenance.title')}
      role="status"
    >
      <PlainText size="sm">{t('maintenance.description', { range })}</PlainText>
    </PlainAlert>
  );
}

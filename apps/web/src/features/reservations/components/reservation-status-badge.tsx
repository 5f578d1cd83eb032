import '@mantine/core/styles/Tooltip.css';
import { Badge, Group, Tooltip } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { HelpIcon } from '@/shared/ui/icons';
import type { ReservationRow, StatusTone } from '../reservation-row';

const colors: Record<StatusTone, string> = {
  waiting: 'orange',
  positive: 'green',
  finished: 'blue',
  closed: 'gray',
  actionNeeded: 'red',
};

/** A reservation's status as the host reads it; one that needs their action says why. */
export function ReservationStatusBadge({ row }: { row: Pick<ReservationRow, 'statusKey' | 'tone'> }) {
  const { t } = useTranslation('reservations');
  const badge = (
    <Badge color={colors[row.tone]} variant="light" radius="sm" styles={{ label: { textTransform: 'none' } }}>
      {t(`status.${row.statusKey}`)}
    </Badge>
  );
  if (row.tone !== 'actionNeeded') return badge;
  return (
    <Group gap={4} wrap="nowrap">
      {badge}
      <Tooltip label={t('status.actionNeededInfo')} multiline w={240} withArrow>
        <span
          role="img"
          tabIndex={0}
          aria-label={t('status.actionNeededInfo')}
          style={{ display: 'inline-flex', color: 'var(--mantine-color-red-text)' }}
        >
          <HelpIcon size={16} />
        </span>
      </Tooltip>
    </Group>
  );
}

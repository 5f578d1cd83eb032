import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { MonthKey } from '../calendar-dates';
import type { CalendarFormats } from '../hooks/use-calendar-formats';

interface MonthNavigationProps {
  month: MonthKey;
  formats: CalendarFormats;
  onMove: (months: number) => void;
  onToday: () => void;
}

/** Previous and next month, back to today, and the month shown. */
export function MonthNavigation({ month, formats, onMove, onToday }: MonthNavigationProps) {
  const { t } = useTranslation('calendar');
  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label={t('nav.label')}>
      <ActionIcon variant="default" size="lg" aria-label={t('nav.previous')} onClick={() => onMove(-1)}>
        <span aria-hidden="true">‹</span>
      </ActionIcon>
      <ActionIcon variant="default" size="lg" aria-label={t('nav.next')} onClick={() => onMove(1)}>
        <span aria-hidden="true">›</span>
      </ActionIcon>
      <Button variant="default" onClick={onToday}>
        {t('nav.today')}
      </Button>
      <Title order={2} size="h3" aria-live="polite" ml="xs">
        {formats.month(month)}
      </Title>
    </Group>
  );
}

import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDateRange } from '@/shared/i18n/format';
import type { TimelineEdit } from '../timeline-edits.rules';
import { isEditable, selectedNights, type TimelineSelection } from '../timeline-selection.rules';
import { addNights } from '../timeline-window.rules';
import { TimelineEditPopover } from './timeline-edit-popover';

/** What is picked (units, nights) and the edits that apply to it. */
export function TimelineSelectionBar({
  selection,
  origin,
  busy,
  touch,
  onEdit,
  onClear,
}: {
  selection: TimelineSelection;
  origin: string;
  busy: boolean;
  /** A touch screen: the hint speaks of taps, not of dragging and keys. */
  touch: boolean;
  onEdit: (edit: TimelineEdit) => void;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation('calendarTimeline');
  const nights = selectedNights(selection, origin);
  const disabled = busy || !isEditable(selection);
  const units = selection.unitIds.length;
  if (units === 0 && !nights) {
    return (
      <Text size="sm" c="dimmed">
        {t(touch ? 'selection.hintTouch' : 'selection.hint')}
      </Text>
    );
  }
  // The last night is the day before the range's end: a host reads "1 – 3 Dec" for three nights.
  const range = nights
    ? formatDateRange(nights.dateFrom, addNights(nights.dateTo, -1), i18n.language, {
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      })
    : null;
  return (
    <Paper withBorder p="xs" radius="md" role="region" aria-label={t('actions.label')}>
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm" fw={600} aria-live="polite">
          {t('selection.units', { count: units })}
          {' · '}
          {nights && range ? t('selection.nights', { count: nights.nights, range }) : t('selection.noNights')}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="default" disabled={disabled} onClick={() => onEdit({ kind: 'block' })}>
            {t('actions.block')}
          </Button>
          <Button size="xs" variant="default" disabled={disabled} onClick={() => onEdit({ kind: 'unblock' })}>
            {t('actions.unblock')}
          </Button>
          <TimelineEditPopover kind="price" disabled={disabled} onApply={onEdit} />
          <TimelineEditPopover kind="stay" disabled={disabled} onApply={onEdit} />
          <Button size="xs" variant="subtle" onClick={onClear}>
            {t('selection.clear')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import type { NightsRange } from '@hostdeck/contract/calendar/calendar.schemas';
import { useTranslation } from 'react-i18next';
import { daysBetween } from '../calendar-dates';
import type { CalendarFormats } from '../hooks/use-calendar-formats';
import type { NightsChange } from '../optimistic-days';
import { PriceForm } from './price-form';
import { StayLimitsForm } from './stay-limits-form';
import classes from './range-action-bar.module.css';

interface RangeActionBarProps {
  range: NightsRange;
  currency: string;
  formats: CalendarFormats;
  pending: boolean;
  onEdit: (change: NightsChange) => Promise<unknown>;
  onClear: () => void;
}

/** What a host can do with the selected nights: block or free them, price them, limit stays. */
export function RangeActionBar({ range, currency, formats, pending, onEdit, onClear }: RangeActionBarProps) {
  const { t } = useTranslation('calendar');
  const count = daysBetween(range.dateFrom, range.dateTo);
  return (
    <section className={classes.sheet} aria-label={t('selection.region')}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="sm">
        <Text fw={600} aria-live="polite">
          {t('selection.summary', { count, dates: formats.nights(range.dateFrom, range.dateTo) })}
        </Text>
        <CloseButton aria-label={t('selection.clear')} onClick={onClear} />
      </Group>
      <Stack gap="md">
        <Group gap="xs">
          <Button onClick={() => void onEdit({ kind: 'block' }).catch(() => undefined)} disabled={pending}>
            {t('selection.block')}
          </Button>
          <Button
            variant="default"
            onClick={() => void onEdit({ kind: 'unblock' }).catch(() => undefined)}
            disabled={pending}
          >
            {t('selection.unblock')}
          </Button>
        </Group>
        <Group align="flex-start" gap="xl">
          <PriceForm
            key={`${range.dateFrom}/${range.dateTo}`}
            currency={currency}
            pending={pending}
            onEdit={onEdit}
          />
          <StayLimitsForm key={`${range.dateFrom}:${range.dateTo}`} pending={pending} onEdit={onEdit} />
        </Group>
      </Stack>
    </section>
  );
}

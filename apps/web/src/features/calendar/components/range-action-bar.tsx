import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { Button, CloseButton, Group, Text } from '@mantine/core';
import type { NightsRange } from '@hostdeck/contract/calendar/calendar.schemas';
import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
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

type Panel = 'price' | 'stay';

/**
 * What a host can do with the selected nights: block or free them at once, or open the price or
 * the stay limits form. Closed forms keep the sheet short, so on a phone it leaves the month in view.
 */
export function RangeActionBar({ range, currency, formats, pending, onEdit, onClear }: RangeActionBarProps) {
  const { t } = useTranslation('calendar');
  const [panel, setPanel] = useState<Panel | null>(null);
  const count = daysBetween(range.dateFrom, range.dateTo);
  const toggle = (next: Panel) => setPanel((open) => (open === next ? null : next));
  const panelId = useId();
  return (
    <section className={classes.sheet} aria-label={t('selection.region')}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="xs">
        <Text fw={600} aria-live="polite">
          {t('selection.summary', { count, dates: formats.nights(range.dateFrom, range.dateTo) })}
        </Text>
        <CloseButton aria-label={t('selection.clear')} onClick={onClear} />
      </Group>
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
        {(['price', 'stay'] as const).map((name) => (
          <Button
            key={name}
            variant={panel === name ? 'light' : 'subtle'}
            aria-expanded={panel === name}
            aria-controls={panel === name ? panelId : undefined}
            onClick={() => toggle(name)}
          >
            {t(name === 'price' ? 'selection.price' : 'selection.stayLimits')}
          </Button>
        ))}
      </Group>
      {panel ? (
        <div id={panelId} className={classes.panel}>
          {panel === 'price' ? (
            <PriceForm
              key={`${range.dateFrom}/${range.dateTo}`}
              currency={currency}
              pending={pending}
              onEdit={onEdit}
            />
          ) : (
            <StayLimitsForm key={`${range.dateFrom}/${range.dateTo}`} pending={pending} onEdit={onEdit} />
          )}
        </div>
      ) : null}
    </section>
  );
}

import { Group, Text } from '@mantine/core';
import { calendarEntrySourceSchema } from '@hostdeck/contract/calendar/calendar-statuses.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import classes from './month-grid.module.css';

const swatchStyle = {
  preparation: { background: 'var(--mantine-color-yellow-2)' },
  promotion: { background: '#1e6b2f' },
  season: { background: 'var(--mantine-color-teal-5)', height: 4 },
  selected: {
    background: 'var(--mantine-color-blue-1)',
    boxShadow: 'inset 0 0 0 2px var(--mantine-color-blue-6)',
  },
} as const;

/** What each colour and pattern of the month view means. */
export function CalendarLegend() {
  const { t } = useTranslation('calendar');
  const sources = calendarEntrySourceSchema.options.filter((source) => source !== 'channel');
  return (
    <section aria-label={t('legend.title')}>
      <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {sources.map((source) => (
          <Group key={source} component="li" gap={6} wrap="nowrap">
            <span
              className={classes.bar}
              data-source={source}
              style={{ position: 'static', display: 'inline-block', width: 22, height: 12 }}
              aria-hidden="true"
            />
            <Text size="sm">{t(`source.${source}`)}</Text>
          </Group>
        ))}
        <Group component="li" gap={6} wrap="nowrap">
          <span
            className={classes.bar}
            data-conflict=""
            style={{ position: 'static', display: 'inline-block', width: 22, height: 12 }}
            aria-hidden="true"
          />
          <Text size="sm">{t('legend.conflict')}</Text>
        </Group>
        {(['preparation', 'season', 'promotion', 'selected'] as const).map((kind) => (
          <Group key={kind} component="li" gap={6} wrap="nowrap">
            <span className={classes.swatch} style={swatchStyle[kind]} aria-hidden="true" />
            <Text size="sm">{t(`legend.${kind}`)}</Text>
          </Group>
        ))}
      </Group>
    </section>
  );
}

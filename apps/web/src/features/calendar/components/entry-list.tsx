import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { CalendarEntry } from '@hostdeck/contract/calendar/calendar.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { entryHref, entryName } from '../entry-links';
import type { CalendarFormats } from '../hooks/use-calendar-formats';
import classes from './month-grid.module.css';

function EntryItem({ entry, formats }: { entry: CalendarEntry; formats: CalendarFormats }) {
  const { t } = useTranslation('calendar');
  const href = entryHref(entry);
  const name = entryName(entry) ?? t(entry.source === 'multi' ? 'source.multi' : 'entry.manual');
  const swatch = {
    position: 'static',
    display: 'inline-block',
    width: 22,
    height: 12,
    flex: 'none',
  } as const;
  return (
    <li>
      <Group gap="sm" wrap="nowrap" align="center">
        <span
          className={classes.bar}
          data-source={entry.source}
          data-conflict={entry.conflict || undefined}
          style={swatch}
          aria-hidden="true"
        />
        <div>
          <Text size="sm" fw={600}>
            {href ? (
              <Anchor component={Link} to={href}>
                {name}
              </Anchor>
            ) : (
              name
            )}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`source.${entry.source}`)} ·{' '}
            {/* A stay reads arrival to departure, a block its first to last night. */}
            {href || entry.source === 'multi'
              ? formats.stay(entry.dateFrom, entry.dateTo)
              : formats.nights(entry.dateFrom, entry.dateTo)}
          </Text>
        </div>
      </Group>
      {entry.conflict ? (
        <Alert color="red" variant="light" title={t('entry.conflict')} mt="xs" p="xs">
          <Text size="sm">{t('entry.conflictHelp')}</Text>
        </Alert>
      ) : null}
      {entry.children.length > 0 ? (
        <Stack
          component="ul"
          gap="xs"
          mt="xs"
          pl="lg"
          style={{ listStyle: 'none' }}
          aria-label={t('entry.children')}
        >
          {entry.children.map((child) => (
            <EntryItem key={child.id} entry={child} formats={formats} />
          ))}
        </Stack>
      ) : null}
    </li>
  );
}

/** The month's stays and blocks as a list: the way to them for the keyboard and on a small screen. */
export function EntryList({ entries, formats }: { entries: CalendarEntry[]; formats: CalendarFormats }) {
  const { t } = useTranslation('calendar');
  return (
    <section aria-labelledby="calendar-entries-title">
      <Title order={2} size="h4" id="calendar-entries-title" mb="xs">
        {t('entries.title')}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('entries.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((entry) => (
            <EntryItem key={entry.id} entry={entry} formats={formats} />
          ))}
        </Stack>
      )}
    </section>
  );
}

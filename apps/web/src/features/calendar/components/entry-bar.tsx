import type { CSSProperties, PointerEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { entryHref, entryName } from '../entry-links';
import type { EntrySegment } from '../entry-layout';
import type { CalendarFormats } from '../hooks/use-calendar-formats';
import classes from './month-grid.module.css';

/** A bar must not start a selection: a press on it opens its reservation. */
const keepFromGrid = (event: PointerEvent) => event.stopPropagation();

/**
 * One entry's bar over its nights on one week row. A reservation's bar opens its page; it is out
 * of the tab order, as the list under the grid offers the same links to the keyboard.
 */
export function EntryBar({ segment, formats }: { segment: EntrySegment; formats: CalendarFormats }) {
  const { t } = useTranslation('calendar');
  const { entry } = segment;
  const source = t(`source.${entry.source}`);
  const name = entryName(entry) ?? t(entry.source === 'multi' ? 'source.multi' : 'entry.manual');
  const label = t('entry.label', { source, name, dates: formats.stay(entry.dateFrom, entry.dateTo) });
  const text = segment.continuesBefore ? '' : name;
  const style = { '--span': segment.span, '--lane': segment.lane } as CSSProperties;
  const data = {
    'data-source': entry.source,
    'data-conflict': entry.conflict || undefined,
    'data-continues-before': segment.continuesBefore || undefined,
    'data-continues-after': segment.continuesAfter || undefined,
  };
  const href = entryHref(entry);
  if (href) {
    return (
      <Link
        to={href}
        className={classes.bar}
        style={style}
        aria-label={label}
        title={label}
        tabIndex={-1}
        onPointerDown={keepFromGrid}
        {...data}
      >
        {text}
      </Link>
    );
  }
  return (
    <span className={classes.bar} style={style} title={label} {...data}>
      {text}
    </span>
  );
}

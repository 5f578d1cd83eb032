import type { TimelineEntry } from '@hostdeck/contract/calendar/calendar.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { entryHref } from '../timeline-entry-links';
import classes from './timeline-grid.module.css';
import sourceClasses from './timeline-sources.module.css';

/**
 * An entry drawn over its nights, in its source's colours (red when it is a double booking).
 * A reservation's bar opens its page; the keyboard reaches it through the grid (Enter on a night).
 */
export function EntryBar({ entry, left, width }: { entry: TimelineEntry; left: number; width: number }) {
  const { t } = useTranslation('calendarTimeline');
  const kind = t(`sources.${entry.source}`);
  const text = entry.label || kind;
  const title = entry.conflict ? `${t('conflict')}: ${text}` : `${kind}: ${text}`;
  const className = `${classes.bar} ${sourceClasses[entry.conflict ? 'conflict' : entry.source] ?? ''}`;
  const href = entryHref(entry);
  const style = { left, width };
  // A press on a bar opens it; it does not start picking nights underneath.
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();
  if (!href) {
    return (
      <span
        className={`${className} ${classes.static}`}
        style={style}
        title={title}
        data-entry={entry.source}
      >
        {text}
      </span>
    );
  }
  return (
    <Link
      to={href}
      className={className}
      style={style}
      title={title}
      aria-label={t('grid.openEntry', { label: title })}
      tabIndex={-1}
      onPointerDown={stop}
      data-entry={entry.source}
    >
      {text}
    </Link>
  );
}

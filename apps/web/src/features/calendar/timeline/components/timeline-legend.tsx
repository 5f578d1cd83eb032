import { calendarEntrySourceSchema } from '@hostdeck/contract/calendar/calendar-statuses.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import classes from './timeline-legend.module.css';
import sourceClasses from './timeline-sources.module.css';

/** What each bar colour means: one swatch per entry source, and the red of a double booking. */
export function TimelineLegend() {
  const { t } = useTranslation('calendarTimeline');
  const items = [
    ...calendarEntrySourceSchema.options.map((source) => ({ key: source, label: t(`sources.${source}`) })),
    { key: 'conflict', label: t('conflict') },
  ];
  return (
    <ul className={classes.legend} aria-label={t('legend')}>
      {items.map((item) => (
        <li key={item.key} className={classes.item}>
          <span className={`${classes.swatch} ${sourceClasses[item.key] ?? ''}`} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '@/shared/i18n/format';
import { addNights } from '../timeline-window.rules';
import classes from './timeline-grid.module.css';
import type { TimelineLayout } from './timeline-layout';

interface TimelineHeaderProps {
  origin: string;
  firstColumn: number;
  lastColumn: number;
  layout: TimelineLayout;
  weekends: readonly boolean[];
  todayColumn: number;
  allPicked: boolean;
  somePicked: boolean;
  onToggleAll: () => void;
}

/** The sticky row of dates (weekday, day, and the month where one starts) above the nights. */
export const TimelineHeader = memo(function TimelineHeader(props: TimelineHeaderProps) {
  const { t, i18n } = useTranslation('calendarTimeline');
  const locale = intlLocaleOf(i18n.language);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const { layout } = props;

  const days: ReactNode[] = [];
  for (let column = props.firstColumn; column <= props.lastColumn; column += 1) {
    const date = addNights(props.origin, column);
    const at = new Date(`${date}T00:00:00Z`);
    const showMonth = date.endsWith('-01') || column === props.firstColumn;
    const className = [
      classes.day,
      props.weekends[column] ? classes.weekend : '',
      column === props.todayColumn ? classes.todayHead : '',
    ].join(' ');
    days.push(
      <div
        key={column}
        role="columnheader"
        aria-colindex={column + 2}
        className={className}
        style={{ left: layout.nameWidth + column * layout.cellWidth }}
        aria-current={column === props.todayColumn ? 'date' : undefined}
      >
        {showMonth ? <span className={classes.month}>{month.format(at)}</span> : null}
        <span>{weekday.format(at)}</span>
        <span className={classes.dayNumber}>{at.getUTCDate()}</span>
      </div>,
    );
  }

  return (
    <div
      role="row"
      aria-rowindex={1}
      className={classes.header}
      style={{ width: layout.nameWidth + props.weekends.length * layout.cellWidth }}
    >
      <div role="columnheader" aria-colindex={1} className={classes.corner}>
        <input
          type="checkbox"
          className={classes.checkbox}
          checked={props.allPicked}
          ref={(box) => {
            if (box) box.indeterminate = props.somePicked && !props.allPicked;
          }}
          onChange={props.onToggleAll}
          aria-label={t('grid.selectAll')}
        />
        <span>{t('grid.units')}</span>
      </div>
      {days}
    </div>
  );
});

import { memo, useMemo, type ReactNode } from 'react';
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

interface DayLabel {
  weekday: string;
  day: number;
  month: string;
  firstOfMonth: boolean;
}

/** The texts of each column's date, made once per column: the header redraws on every scroll step. */
function dayLabels(origin: string, locale: string): (column: number) => DayLabel {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const labels = new Map<number, DayLabel>();
  return (column) => {
    let label = labels.get(column);
    if (!label) {
      const date = addNights(origin, column);
      const at = new Date(`${date}T00:00:00Z`);
      label = {
        weekday: weekday.format(at),
        day: at.getUTCDate(),
        month: month.format(at),
        firstOfMonth: date.endsWith('-01'),
      };
      labels.set(column, label);
    }
    return label;
  };
}

/** The sticky row of dates (weekday, day, and the month where one starts) above the nights. */
export const TimelineHeader = memo(function TimelineHeader(props: TimelineHeaderProps) {
  const { t, i18n } = useTranslation('calendarTimeline');
  const locale = intlLocaleOf(i18n.language);
  const labelOf = useMemo(() => dayLabels(props.origin, locale), [props.origin, locale]);
  const { layout } = props;

  const days: ReactNode[] = [];
  for (let column = props.firstColumn; column <= props.lastColumn; column += 1) {
    const label = labelOf(column);
    const showMonth = label.firstOfMonth || column === props.firstColumn;
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
        {showMonth ? <span className={classes.month}>{label.month}</span> : null}
        <span>{label.weekday}</span>
        <span className={classes.dayNumber}>{label.day}</span>
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

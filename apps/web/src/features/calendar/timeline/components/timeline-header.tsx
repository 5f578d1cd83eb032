import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { intlLocaleOf } from '@/shared/i18n/format';
import { addNights, isWeekend, TIMELINE_SPAN_NIGHTS } from '../timeline-window.rules';
import classes from './timeline-grid.module.css';
import { NIGHTS_PER_BLOCK } from './timeline-night-block';

interface TimelineHeaderProps {
  origin: string;
  /** The blocks of nights drawn, as in the rows. */
  firstBlock: number;
  lastBlock: number;
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
  weekend: boolean;
}

type LabelOf = (column: number) => DayLabel;

/** The texts of each column's date, made once per column. */
function dayLabels(origin: string, locale: string): LabelOf {
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
        weekend: isWeekend(date),
      };
      labels.set(column, label);
    }
    return label;
  };
}

interface DayBlockProps {
  block: number;
  isFirst: boolean;
  labelOf: LabelOf;
  todayColumn: number;
}

/** Eight dates, rendered again only when the block comes into view or becomes the first drawn. */
const DayBlock = memo(function DayBlock({ block, isFirst, labelOf, todayColumn }: DayBlockProps) {
  const first = block * NIGHTS_PER_BLOCK;
  const last = Math.min(first + NIGHTS_PER_BLOCK, TIMELINE_SPAN_NIGHTS) - 1;
  const days: ReactNode[] = [];
  for (let column = first; column <= last; column += 1) {
    const label = labelOf(column);
    // The month's name where one starts, and on the first date drawn.
    const showMonth = label.firstOfMonth || (isFirst && column === first);
    let className = classes.day;
    if (label.weekend) className += ` ${classes.weekend}`;
    if (column === todayColumn) className += ` ${classes.todayHead}`;
    if (showMonth) className += ` ${classes.monthStart}`;
    days.push(
      <div
        key={column}
        role="columnheader"
        aria-colindex={column + 2}
        className={className}
        style={isFirst && column === first ? { marginLeft: `calc(${first} * var(--cell-w))` } : undefined}
        aria-current={column === todayColumn ? 'date' : undefined}
      >
        {showMonth ? <span className={classes.month}>{label.month}</span> : null}
        {label.weekday}
        <span className={classes.dayNumber}>{label.day}</span>
      </div>,
    );
  }
  return days;
});

/** The sticky row of dates (weekday, day, and the month where one starts) above the nights. */
export const TimelineHeader = memo(function TimelineHeader(props: TimelineHeaderProps) {
  const { t, i18n } = useTranslation('calendarTimeline');
  const locale = intlLocaleOf(i18n.language);
  const labelOf = useMemo(() => dayLabels(props.origin, locale), [props.origin, locale]);

  const blocks: ReactNode[] = [];
  for (let block = props.firstBlock; block <= props.lastBlock; block += 1) {
    blocks.push(
      <DayBlock
        key={block}
        block={block}
        isFirst={block === props.firstBlock}
        labelOf={labelOf}
        todayColumn={props.todayColumn}
      />,
    );
  }

  return (
    <div role="row" aria-rowindex={1} className={classes.header}>
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
      {blocks}
    </div>
  );
});

import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import type { TimelineRow } from '../timeline-rows.rules';
import { barColumns } from '../timeline-window.rules';
import { EntryBar } from './entry-bar';
import classes from './timeline-grid.module.css';
import { cellId, type TimelineLayout } from './timeline-layout';

export interface TimelineRowProps {
  row: TimelineRow;
  rowIndex: number;
  top: number;
  origin: string;
  firstColumn: number;
  lastColumn: number;
  layout: TimelineLayout;
  /** Per column: weekend shading; the same array for every row. */
  weekends: readonly boolean[];
  todayColumn: number;
  picked: boolean;
  /** The picked nights [start, end) drawn on this row when its unit is picked. */
  range: { start: number; end: number } | null;
  /** The keyboard's column when the cursor is on this row, else -1. */
  cursorColumn: number;
  cursorLabel: string | undefined;
  formatPrice: (price: number, currency: string) => string;
  onToggle: (unitId: string) => void;
}

/**
 * One unit's row: its name (sticky on the left, with its checkbox and a link to its month view),
 * then the nights in view, free ones with their price, and the bars of the entries over them.
 * Memoised: a vertical scroll re-renders only the rows coming into view.
 */
export const TimelineRowView = memo(function TimelineRowView(props: TimelineRowProps) {
  const { t } = useTranslation('calendarTimeline');
  const { row, layout, firstColumn, lastColumn, range, picked } = props;
  const title = row.title ?? t('untitledUnit');
  const closed = row.calendarStatus === 'BLOCKED' || row.calendarStatus === 'PAUSED';

  const bars = new Map<number, ReactNode[]>();
  for (const entry of row.entries) {
    const bar = barColumns(props.origin, entry);
    if (!bar || bar.end <= firstColumn || bar.start > lastColumn) continue;
    // A bar lives in the first cell of it in view, so it stays drawn when its start scrolls away.
    const host = Math.max(bar.start, firstColumn);
    const element = (
      <EntryBar
        key={entry.id}
        entry={entry}
        left={(bar.start - host) * layout.cellWidth + 2}
        width={(bar.end - bar.start) * layout.cellWidth - 4}
      />
    );
    bars.set(host, [...(bars.get(host) ?? []), element]);
  }

  const cells: ReactNode[] = [];
  for (let column = firstColumn; column <= lastColumn; column += 1) {
    const price = row.nightly[column];
    const occupied = (row.occupiedBy[column] ?? -1) !== -1;
    const inRange = picked && range !== null && column >= range.start && column < range.end;
    const className = [
      classes.cell,
      props.weekends[column] ? classes.weekend : '',
      column === props.todayColumn ? classes.today : '',
      price === undefined ? classes.unread : closed ? classes.closedCell : '',
      inRange ? classes.picked : '',
      column === props.cursorColumn ? classes.cursor : '',
    ].join(' ');
    cells.push(
      <div
        key={column}
        id={cellId(props.rowIndex, column)}
        role="gridcell"
        aria-colindex={column + 2}
        aria-selected={inRange}
        aria-label={column === props.cursorColumn ? props.cursorLabel : undefined}
        data-column={column}
        className={className}
        style={{ left: layout.nameWidth + column * layout.cellWidth }}
      >
        {!occupied && typeof price === 'number' ? props.formatPrice(price, row.currency) : null}
        {bars.get(column)}
      </div>,
    );
  }

  return (
    <div
      role="row"
      aria-rowindex={props.rowIndex + 2}
      aria-selected={picked}
      data-row={props.rowIndex}
      className={classes.row}
      style={{ top: props.top, width: layout.nameWidth + props.weekends.length * layout.cellWidth }}
    >
      <div role="rowheader" aria-colindex={1} className={classes.name}>
        <input
          type="checkbox"
          className={classes.checkbox}
          checked={picked}
          onChange={() => props.onToggle(row.unitId)}
          aria-label={t('grid.selectUnit', { title })}
        />
        <div className={classes.nameText}>
          <Link
            to={paths.calendar(row.unitId)}
            className={classes.unitLink}
            title={t('grid.openUnit', { title })}
          >
            {title}
          </Link>
          <span className={classes.propertyName}>
            {closed ? (
              <span className={classes.closed}>
                {t(`calendarStatus.${row.calendarStatus as 'BLOCKED'}`)}{' '}
              </span>
            ) : null}
            {row.propertyTitle ?? t('untitledProperty')}
          </span>
        </div>
      </div>
      {cells}
    </div>
  );
});

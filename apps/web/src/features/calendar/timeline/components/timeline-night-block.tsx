import { memo, type ReactNode } from 'react';
import type { TimelineRow } from '../timeline-rows.rules';
import { barColumns, TIMELINE_SPAN_NIGHTS } from '../timeline-window.rules';
import { EntryBar } from './entry-bar';
import classes from './timeline-grid.module.css';
import { cellId, type TimelineLayout } from './timeline-layout';

/** Nights per block: a horizontal scroll renders the grid only as whole blocks come and go. */
export const NIGHTS_PER_BLOCK = 8;

export interface NightBlockProps {
  row: TimelineRow;
  rowIndex: number;
  block: number;
  /** The first block drawn in the row: it also draws the bars that began before it, and its first
   * night is pushed to its column (the nights before it are not drawn). */
  isFirst: boolean;
  origin: string;
  layout: TimelineLayout;
  weekends: readonly boolean[];
  todayColumn: number;
  closed: boolean;
  /** The picked nights within this block [start, end), or -1 and -1. */
  pickedStart: number;
  pickedEnd: number;
  /** The keyboard's column when it is in this block, else -1. */
  cursorColumn: number;
  cursorLabel: string | undefined;
  formatPrice: (price: number, currency: string) => string;
}

/**
 * Eight nights of one unit, as eight plain elements with no wrapper: free ones with their price,
 * and the bars of the entries starting in them (the first block drawn also hosts the bars that
 * started further left, so a stay stays drawn when its start scrolls away). A bar sits inside the
 * night that hosts it (a grid row holds only cells) but is placed from the row, at its own nights.
 * Memoised on plain values: scrolling across a row renders only the blocks coming into view.
 */
export const NightBlock = memo(function NightBlock(props: NightBlockProps) {
  const { row, layout, block } = props;
  const first = block * NIGHTS_PER_BLOCK;
  const last = Math.min(first + NIGHTS_PER_BLOCK, TIMELINE_SPAN_NIGHTS) - 1;

  const bars = new Map<number, ReactNode[]>();
  for (const entry of row.entries) {
    const bar = barColumns(props.origin, entry);
    if (!bar || bar.end <= first || bar.start > last || (bar.start < first && !props.isFirst)) continue;
    const host = Math.max(bar.start, first);
    const element = (
      <EntryBar
        key={entry.id}
        entry={entry}
        left={layout.nameWidth + bar.start * layout.cellWidth + 2}
        width={(bar.end - bar.start) * layout.cellWidth - 4}
      />
    );
    bars.set(host, [...(bars.get(host) ?? []), element]);
  }

  const cells: ReactNode[] = [];
  for (let column = first; column <= last; column += 1) {
    const price = row.nightly[column];
    const occupied = (row.occupiedBy[column] ?? -1) !== -1;
    const inRange = column >= props.pickedStart && column < props.pickedEnd;
    const isCursor = column === props.cursorColumn;
    let className = classes.cell;
    if (props.weekends[column]) className += ` ${classes.weekend}`;
    if (column === props.todayColumn) className += ` ${classes.today}`;
    if (price === undefined) className += ` ${classes.unread}`;
    else if (props.closed) className += ` ${classes.closedCell}`;
    if (inRange) className += ` ${classes.picked}`;
    if (isCursor) className += ` ${classes.cursor}`;
    cells.push(
      <div
        key={column}
        id={isCursor ? cellId(props.rowIndex, column) : undefined}
        role="gridcell"
        aria-colindex={column + 2}
        aria-selected={inRange}
        aria-label={isCursor ? props.cursorLabel : undefined}
        data-column={column}
        className={className}
        style={column === first && props.isFirst ? { marginLeft: first * layout.cellWidth } : undefined}
      >
        {!occupied && typeof price === 'number' ? props.formatPrice(price, row.currency) : null}
        {bars.get(column)}
      </div>,
    );
  }
  return cells;
});

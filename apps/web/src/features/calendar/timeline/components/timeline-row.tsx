import { memo, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import type { TimelineRow } from '../timeline-rows.rules';
import { TIMELINE_SPAN_NIGHTS } from '../timeline-window.rules';
import classes from './timeline-grid.module.css';
import type { TimelineLayout } from './timeline-layout';
import { NightBlock, NIGHTS_PER_BLOCK } from './timeline-night-block';

export interface TimelineRowProps {
  row: TimelineRow;
  rowIndex: number;
  top: number;
  origin: string;
  /** The blocks of nights drawn (the virtualiser's, in view and one beyond each edge). */
  firstBlock: number;
  lastBlock: number;
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
 * then the nights drawn, in blocks of eight. Memoised on plain values: a vertical scroll renders
 * only the rows coming into view, a horizontal one renders a row only when a block comes or goes
 * (and then only that block's nights).
 *
 * The row is a fixed-size box contained from the rest of the page (`contain: strict`), laid out as
 * a line of plain boxes: a night is one unpositioned element with its price (no paint layer of its
 * own), and only the first drawn is pushed to its column.
 */
export const TimelineRowView = memo(function TimelineRowView(props: TimelineRowProps) {
  const { t } = useTranslation('calendarTimeline');
  const { row, layout, firstBlock, lastBlock, range, picked } = props;
  const title = row.title ?? t('untitledUnit');
  const closed = row.calendarStatus === 'BLOCKED' || row.calendarStatus === 'PAUSED';

  const blocks: ReactNode[] = [];
  for (let block = firstBlock; block <= lastBlock; block += 1) {
    const blockStart = block * NIGHTS_PER_BLOCK;
    const blockEnd = Math.min(blockStart + NIGHTS_PER_BLOCK, TIMELINE_SPAN_NIGHTS);
    const pickedHere = picked && range !== null && range.start < blockEnd && range.end > blockStart;
    const cursorHere = props.cursorColumn >= blockStart && props.cursorColumn < blockEnd;
    blocks.push(
      <NightBlock
        key={block}
        row={row}
        rowIndex={props.rowIndex}
        block={block}
        isFirst={block === firstBlock}
        origin={props.origin}
        layout={layout}
        weekends={props.weekends}
        todayColumn={props.todayColumn}
        closed={closed}
        pickedStart={pickedHere ? Math.max(range.start, blockStart) : -1}
        pickedEnd={pickedHere ? Math.min(range.end, blockEnd) : -1}
        cursorColumn={cursorHere ? props.cursorColumn : -1}
        cursorLabel={cursorHere ? props.cursorLabel : undefined}
        formatPrice={props.formatPrice}
      />,
    );
  }

  return (
    <div
      role="row"
      aria-rowindex={props.rowIndex + 2}
      aria-selected={picked}
      data-row={props.rowIndex}
      className={classes.row}
      style={{ top: props.top }}
    >
      <div role="rowheader" aria-colindex={1} className={classes.name}>
        <input
          type="checkbox"
          className={classes.checkbox}
          checked={picked}
          onChange={() => props.onToggle(row.unitId)}
          aria-label={t('grid.selectUnit', { title })}
        />
        <Link
          to={paths.calendar(row.unitId)}
          className={classes.unitLink}
          title={t('grid.openUnit', { title })}
        >
          {title}
        </Link>
        <span className={classes.propertyName}>
          {closed ? (
            <span className={classes.closed}>{t(`calendarStatus.${row.calendarStatus as 'BLOCKED'}`)} </span>
          ) : null}
          {row.propertyTitle ?? t('untitledProperty')}
        </span>
      </div>
      {blocks}
    </div>
  );
});

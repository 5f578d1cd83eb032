import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { entryHref } from '../timeline-entry-links';
import type { TimelineRow } from '../timeline-rows.rules';
import {
  extendNights,
  keyboardStep,
  selectedColumns,
  startNights,
  toggleAllUnits,
  toggleUnit,
  type GridCursor,
  type TimelineSelection,
} from '../timeline-selection.rules';
import { addNights, isWeekend, TIMELINE_SPAN_NIGHTS } from '../timeline-window.rules';
import { useCellLabel, usePriceFormat } from './use-cell-text';
import classes from './timeline-grid.module.css';
import { cellId, type TimelineLayout } from './timeline-layout';
import { TimelineHeader } from './timeline-header';
import { NIGHTS_PER_BLOCK } from './timeline-night-block';
import { TimelineRowView } from './timeline-row';

export interface TimelineGridHandle {
  scrollToColumn: (column: number) => void;
}

interface TimelineGridProps {
  rows: TimelineRow[];
  origin: string;
  todayColumn: number;
  layout: TimelineLayout;
  selection: TimelineSelection;
  onSelectionChange: (update: (selection: TimelineSelection) => TimelineSelection) => void;
  /** The columns in view changed: the page reads the chunks they need. */
  onColumnsInView: (first: number, last: number) => void;
  ref?: Ref<TimelineGridHandle>;
}

/** Rows drawn beyond the view's top and bottom edges. */
const ROW_OVERSCAN = 4;
const BLOCK_COUNT = Math.ceil(TIMELINE_SPAN_NIGHTS / NIGHTS_PER_BLOCK);
const nightsInBlock = (block: number) =>
  Math.min(NIGHTS_PER_BLOCK, TIMELINE_SPAN_NIGHTS - block * NIGHTS_PER_BLOCK);
const blocksWidth = (first: number, last: number) =>
  Math.min((last + 1) * NIGHTS_PER_BLOCK, TIMELINE_SPAN_NIGHTS) - first * NIGHTS_PER_BLOCK;

/**
 * Units as rows and nights as columns in one scrolling box, virtualised both ways: only the rows
 * and nights in view (and a few around them) are in the page, so 200 units × two years scroll as
 * smoothly as ten. Picking works with the mouse (press and drag, Shift-click), touch (tap one
 * night then another) and the keyboard (see keyboardStep).
 */
export function TimelineGrid({
  rows,
  origin,
  todayColumn,
  layout,
  selection,
  onSelectionChange,
  onColumnsInView,
  ref,
}: TimelineGridProps) {
  const { t } = useTranslation('calendarTimeline');
  const navigate = useNavigate();
  const scroller = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const [cursor, setCursor] = useState<GridCursor>({ row: 0, column: todayColumn });
  const [focused, setFocused] = useState(false);

  // The virtualizers hand out functions that change on every scroll, which the React compiler's
  // memoisation cannot follow; the app is not compiled with it, and the memoised rows below get
  // plain numbers from them, never the functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => layout.rowHeight,
    paddingStart: layout.headerHeight,
    scrollPaddingStart: layout.headerHeight,
    overscan: ROW_OVERSCAN,
    // One render per scroll event: the rows' change waits for the nights' virtualiser, whose
    // synchronous render (flushSync) takes both along on a diagonal scroll; a vertical scroll alone
    // renders in the next task, which the rows drawn beyond the view cover.
    useFlushSync: false,
  });
  // The nights are virtualised in blocks of eight, not one by one: the virtualiser renders the grid
  // only when a whole block comes or goes (every 448 px of a scroll, not every 56), and a row
  // re-renders only then.
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: BLOCK_COUNT,
    getScrollElement: () => scroller.current,
    estimateSize: (block) => nightsInBlock(block) * layout.cellWidth,
    paddingStart: layout.nameWidth,
    // No block beyond the edges: the blocks in view already reach past them (by half a block on
    // average), and every extra night is painted again whenever the rows are.
    overscan: 0,
  });
  /** Scrolls the box as little as it takes to show the column (right of the sticky names). */
  const showColumn = useCallback(
    (column: number, align: 'start' | 'auto') => {
      const box = scroller.current;
      if (!box) return;
      const left = column * layout.cellWidth;
      const room = box.clientWidth - layout.nameWidth;
      if (align === 'start' || left < box.scrollLeft) box.scrollLeft = left;
      else if (left + layout.cellWidth > box.scrollLeft + room)
        box.scrollLeft = left + layout.cellWidth - room;
    },
    [layout],
  );
  useImperativeHandle(ref, () => ({ scrollToColumn: (column) => showColumn(column, 'start') }), [showColumn]);

  const blocks = columnVirtualizer.getVirtualItems();
  const firstBlock = blocks[0]?.index ?? 0;
  const lastBlock = blocks[blocks.length - 1]?.index ?? 0;
  useEffect(
    () =>
      onColumnsInView(
        firstBlock * NIGHTS_PER_BLOCK,
        firstBlock * NIGHTS_PER_BLOCK + blocksWidth(firstBlock, lastBlock) - 1,
      ),
    [firstBlock, lastBlock, onColumnsInView],
  );

  const range = useMemo(() => selectedColumns(selection), [selection]);
  const picked = useMemo(() => new Set(selection.unitIds), [selection.unitIds]);
  const formatPrice = usePriceFormat();
  const cursorRow = rows[Math.min(cursor.row, rows.length - 1)];
  const cursorLabel = useCellLabel(cursorRow, origin, cursor.column, focused);
  const toggle = useCallback(
    (unitId: string) => onSelectionChange((current) => toggleUnit(current, unitId)),
    [onSelectionChange],
  );
  const toggleAll = useCallback(
    () =>
      onSelectionChange((current) =>
        toggleAllUnits(
          current,
          rows.map((row) => row.unitId),
        ),
      ),
    [onSelectionChange, rows],
  );
  const canvasStyle = useMemo(
    () => ({
      width: layout.nameWidth + TIMELINE_SPAN_NIGHTS * layout.cellWidth,
      ['--cell-w' as string]: `${layout.cellWidth}px`,
      ['--row-h' as string]: `${layout.rowHeight}px`,
      ['--name-w' as string]: `${layout.nameWidth}px`,
      ['--header-h' as string]: `${layout.headerHeight}px`,
    }),
    [layout],
  );
  const weekends = useMemo(
    () => Array.from({ length: TIMELINE_SPAN_NIGHTS }, (_, column) => isWeekend(addNights(origin, column))),
    [origin],
  );

  const cellAt = (target: EventTarget) => {
    const element = target instanceof Element ? target.closest<HTMLElement>('[data-column]') : null;
    const rowElement = element?.closest<HTMLElement>('[data-row]');
    if (!element || !rowElement) return null;
    const rowIndex = Number(rowElement.dataset.row);
    const unitId = rows[rowIndex]?.unitId;
    return unitId ? { rowIndex, unitId, column: Number(element.dataset.column) } : null;
  };

  const handlePointerDown = (event: React.PointerEvent) => {
    const cell = cellAt(event.target);
    if (!cell || event.button !== 0) return;
    setCursor({ row: cell.rowIndex, column: cell.column });
    // On a touch screen a drag scrolls: a second tap ends the run the first one started.
    const tapEnds =
      event.pointerType !== 'mouse' && selection.anchor !== null && selection.anchor === selection.focus;
    onSelectionChange((current) =>
      event.shiftKey || tapEnds
        ? extendNights(current, cell.unitId, cell.column)
        : startNights(current, cell.unitId, cell.column),
    );
    dragging.current = event.pointerType === 'mouse';
  };

  const handlePointerOver = (event: React.PointerEvent) => {
    if (!dragging.current) return;
    if ((event.buttons & 1) === 0) {
      dragging.current = false;
      return;
    }
    const cell = cellAt(event.target);
    if (cell) onSelectionChange((current) => extendNights(current, cell.unitId, cell.column));
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.target !== scroller.current) return;
    if (event.key === 'Enter') {
      const row = rows[cursor.row];
      const entry = row?.entries[row.occupiedBy[cursor.column] ?? -1];
      const href = entry ? entryHref(entry) : null;
      if (href) void navigate(href);
      return;
    }
    const bounds = { rows: rows.length, columns: TIMELINE_SPAN_NIGHTS };
    const step = keyboardStep(
      event.key,
      event.shiftKey,
      cursor,
      selection,
      bounds,
      (row) => rows[row]?.unitId,
    );
    if (!step) return;
    event.preventDefault();
    setCursor(step.cursor);
    onSelectionChange(() => step.selection);
    rowVirtualizer.scrollToIndex(step.cursor.row);
    showColumn(step.cursor.column, 'auto');
  };

  const allPicked = rows.length > 0 && rows.every((row) => picked.has(row.unitId));
  return (
    <div
      ref={scroller}
      role="grid"
      aria-label={t('grid.label')}
      aria-rowcount={rows.length + 1}
      aria-colcount={TIMELINE_SPAN_NIGHTS + 1}
      aria-multiselectable
      aria-activedescendant={focused ? cellId(cursor.row, cursor.column) : undefined}
      tabIndex={0}
      className={classes.scroller}
      onPointerDown={handlePointerDown}
      onPointerOver={handlePointerOver}
      onPointerUp={() => (dragging.current = false)}
      onKeyDown={handleKeyDown}
      onFocus={(event) => setFocused(event.target === scroller.current)}
      onBlur={() => setFocused(false)}
    >
      <div className={classes.canvas} style={{ ...canvasStyle, height: rowVirtualizer.getTotalSize() }}>
        <TimelineHeader
          origin={origin}
          firstBlock={firstBlock}
          lastBlock={lastBlock}
          todayColumn={todayColumn}
          allPicked={allPicked}
          somePicked={picked.size > 0}
          onToggleAll={toggleAll}
        />
        {rowVirtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const isPicked = picked.has(row.unitId);
          return (
            <TimelineRowView
              key={row.unitId}
              row={row}
              rowIndex={item.index}
              top={item.start}
              origin={origin}
              firstBlock={firstBlock}
              lastBlock={lastBlock}
              layout={layout}
              weekends={weekends}
              todayColumn={todayColumn}
              picked={isPicked}
              range={isPicked ? range : null}
              cursorColumn={focused && item.index === cursor.row ? cursor.column : -1}
              cursorLabel={focused && item.index === cursor.row ? cursorLabel : undefined}
              formatPrice={formatPrice}
              onToggle={toggle}
            />
          );
        })}
      </div>
    </div>
  );
}

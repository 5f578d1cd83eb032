import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
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

const OVERSCAN = 4;

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
    overscan: OVERSCAN,
    // One render per scroll event: the rows' change waits for the nights' virtualiser, whose
    // synchronous render (flushSync) takes both along on a diagonal scroll; a vertical scroll alone
    // renders in the next task, which the rows drawn beyond the view cover.
    useFlushSync: false,
  });
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: TIMELINE_SPAN_NIGHTS,
    getScrollElement: () => scroller.current,
    estimateSize: () => layout.cellWidth,
    paddingStart: layout.nameWidth,
    scrollPaddingStart: layout.nameWidth,
    // Rows draw whole blocks of nights, which already reach past the view.
    overscan: 1,
  });
  useImperativeHandle(ref, () => ({
    scrollToColumn: (column) => columnVirtualizer.scrollToIndex(column, { align: 'start' }),
  }));

  const columns = columnVirtualizer.getVirtualItems();
  const firstColumn = columns[0]?.index ?? 0;
  const lastColumn = columns[columns.length - 1]?.index ?? 0;
  useEffect(() => onColumnsInView(firstColumn, lastColumn), [firstColumn, lastColumn, onColumnsInView]);

  const weekends = useMemo(
    () => Array.from({ length: TIMELINE_SPAN_NIGHTS }, (_, column) => isWeekend(addNights(origin, column))),
    [origin],
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
    columnVirtualizer.scrollToIndex(step.cursor.column);
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
      <div
        className={classes.canvas}
        style={{
          width: columnVirtualizer.getTotalSize(),
          height: rowVirtualizer.getTotalSize(),
          ['--cell-w' as string]: `${layout.cellWidth}px`,
          ['--row-h' as string]: `${layout.rowHeight}px`,
          ['--name-w' as string]: `${layout.nameWidth}px`,
          ['--header-h' as string]: `${layout.headerHeight}px`,
        }}
      >
        <TimelineHeader
          origin={origin}
          firstColumn={firstColumn}
          lastColumn={lastColumn}
          layout={layout}
          weekends={weekends}
          todayColumn={todayColumn}
          allPicked={allPicked}
          somePicked={picked.size > 0}
          onToggleAll={() =>
            onSelectionChange((current) =>
              toggleAllUnits(
                current,
                rows.map((row) => row.unitId),
              ),
            )
          }
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
              firstColumn={firstColumn}
              lastColumn={lastColumn}
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

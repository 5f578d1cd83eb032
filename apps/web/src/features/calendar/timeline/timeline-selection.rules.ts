import { addNights } from './timeline-window.rules';

// What the host has picked on the timeline: some units (rows) and one run of nights (columns). An
// edit applies to every picked night of every picked unit.

export interface TimelineSelection {
  /** Picked unit ids, in the order they were picked. */
  unitIds: readonly string[];
  /** The column the run of nights started from, and the one it reaches now (either may be first). */
  anchor: number | null;
  focus: number | null;
}

export const emptySelection: TimelineSelection = { unitIds: [], anchor: null, focus: null };

function withUnit(unitIds: readonly string[], unitId: string): readonly string[] {
  return unitIds.includes(unitId) ? unitIds : [...unitIds, unitId];
}

export function toggleUnit(selection: TimelineSelection, unitId: string): TimelineSelection {
  const unitIds = selection.unitIds.includes(unitId)
    ? selection.unitIds.filter((id) => id !== unitId)
    : [...selection.unitIds, unitId];
  return { ...selection, unitIds };
}

/** Picks all the given units, or none when they are all picked already (the header checkbox). */
export function toggleAllUnits(selection: TimelineSelection, unitIds: readonly string[]): TimelineSelection {
  const all = unitIds.length > 0 && unitIds.every((id) => selection.unitIds.includes(id));
  return { ...selection, unitIds: all ? [] : unitIds };
}

/** A press on a night: a new run starts there, and its unit joins the picked ones. */
export function startNights(selection: TimelineSelection, unitId: string, column: number): TimelineSelection {
  return { unitIds: withUnit(selection.unitIds, unitId), anchor: column, focus: column };
}

/** A drag onto a night or a shift-click: the run reaches it from where it started; its unit joins. */
export function extendNights(
  selection: TimelineSelection,
  unitId: string,
  column: number,
): TimelineSelection {
  return {
    unitIds: withUnit(selection.unitIds, unitId),
    anchor: selection.anchor ?? column,
    focus: column,
  };
}

/** The picked nights as columns [start, end), or null when none. */
export function selectedColumns(selection: TimelineSelection): { start: number; end: number } | null {
  if (selection.anchor === null || selection.focus === null) return null;
  return {
    start: Math.min(selection.anchor, selection.focus),
    end: Math.max(selection.anchor, selection.focus) + 1,
  };
}

/** The picked nights as a half-open range of dates [dateFrom, dateTo), or null when none. */
export function selectedNights(
  selection: TimelineSelection,
  origin: string,
): { dateFrom: string; dateTo: string; nights: number } | null {
  const columns = selectedColumns(selection);
  if (!columns) return null;
  return {
    dateFrom: addNights(origin, columns.start),
    dateTo: addNights(origin, columns.end),
    nights: columns.end - columns.start,
  };
}

/** Whether an edit can be sent: at least one unit and one night. */
export function isEditable(selection: TimelineSelection): boolean {
  return selection.unitIds.length > 0 && selectedColumns(selection) !== null;
}

/** The keyboard's cell on the grid: a row (unit) and a column (night). */
export interface GridCursor {
  row: number;
  column: number;
}

export interface GridBounds {
  rows: number;
  columns: number;
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max - 1, 0));

/** How far Page Up/Down move: a screen of rows, about. */
const PAGE_ROWS = 10;

/**
 * The grid's keys, as a spreadsheet's: arrows move the cell; Home and End go to the first and last
 * night; Page Up/Down move ten rows. With Shift, Left/Right stretch the run of nights to the cell
 * and Up/Down add the unit of the row reached. Space picks or drops the cell's unit (starting a run
 * on its night when there is none); Escape drops everything. Other keys change nothing (null).
 */
export function keyboardStep(
  key: string,
  shift: boolean,
  cursor: GridCursor,
  selection: TimelineSelection,
  bounds: GridBounds,
  unitIdAt: (row: number) => string | undefined,
): { cursor: GridCursor; selection: TimelineSelection } | null {
  const moves: Record<string, GridCursor> = {
    ArrowLeft: { row: cursor.row, column: cursor.column - 1 },
    ArrowRight: { row: cursor.row, column: cursor.column + 1 },
    ArrowUp: { row: cursor.row - 1, column: cursor.column },
    ArrowDown: { row: cursor.row + 1, column: cursor.column },
    Home: { row: cursor.row, column: 0 },
    End: { row: cursor.row, column: bounds.columns - 1 },
    PageUp: { row: cursor.row - PAGE_ROWS, column: cursor.column },
    PageDown: { row: cursor.row + PAGE_ROWS, column: cursor.column },
  };
  const unitId = unitIdAt(cursor.row);
  if (key === 'Escape') return { cursor, selection: emptySelection };
  if (key === ' ') {
    if (!unitId) return null;
    const toggled = toggleUnit(selection, unitId);
    const startsRun = selection.anchor === null && toggled.unitIds.includes(unitId);
    return {
      cursor,
      selection: startsRun ? { ...toggled, anchor: cursor.column, focus: cursor.column } : toggled,
    };
  }
  const target = moves[key];
  if (!target) return null;
  const next = { row: clamp(target.row, bounds.rows), column: clamp(target.column, bounds.columns) };
  if (!shift) return { cursor: next, selection };
  const nextUnit = unitIdAt(next.row);
  if (!nextUnit) return { cursor: next, selection };
  if (next.column !== cursor.column) {
    // A run started with the keyboard starts on the cell the host stood on.
    const anchored = selection.anchor === null ? { ...selection, anchor: cursor.column } : selection;
    return { cursor: next, selection: extendNights(anchored, nextUnit, next.column) };
  }
  const withStart = unitId ? withUnit(selection.unitIds, unitId) : selection.unitIds;
  const run = selection.anchor === null ? { anchor: cursor.column, focus: cursor.column } : {};
  return { cursor: next, selection: { ...selection, ...run, unitIds: withUnit(withStart, nextUnit) } };
}

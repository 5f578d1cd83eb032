import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  extendNights,
  isEditable,
  keyboardStep,
  selectedNights,
  startNights,
  toggleAllUnits,
  toggleUnit,
  type TimelineSelection,
} from './timeline-selection.rules';

const origin = '2026-12-01';
const units = ['a', 'b', 'c'];
const unitIdAt = (row: number) => units[row];
const bounds = { rows: units.length, columns: 730 };

describe('picking units and nights', () => {
  it('toggles units one by one and all at once', () => {
    const one = toggleUnit(emptySelection, 'b');
    expect(one.unitIds).toEqual(['b']);
    expect(toggleUnit(one, 'b').unitIds).toEqual([]);
    expect(toggleAllUnits(one, units).unitIds).toEqual(units);
    expect(toggleAllUnits(toggleAllUnits(one, units), units).unitIds).toEqual([]);
  });

  it('drags a run of nights either way, as a half-open range, adding the row’s unit', () => {
    const pressed = startNights(toggleUnit(emptySelection, 'a'), 'b', 10);
    const dragged = extendNights(pressed, 'b', 7);
    expect(dragged.unitIds).toEqual(['a', 'b']);
    expect(selectedNights(dragged, origin)).toEqual({
      dateFrom: '2026-12-08',
      dateTo: '2026-12-12',
      nights: 4,
    });
    expect(isEditable(dragged)).toBe(true);
  });

  it('shift-clicks from the last press, or from the clicked night when there was none', () => {
    const shiftOnly = extendNights(emptySelection, 'c', 4);
    expect(selectedNights(shiftOnly, origin)).toEqual({
      dateFrom: '2026-12-05',
      dateTo: '2026-12-06',
      nights: 1,
    });
    const stretched = extendNights(shiftOnly, 'c', 6);
    expect(selectedNights(stretched, origin)?.nights).toBe(3);
  });

  it('cannot edit with units but no nights, or nights but no units', () => {
    expect(isEditable(toggleUnit(emptySelection, 'a'))).toBe(false);
    expect(isEditable(toggleUnit(startNights(emptySelection, 'a', 1), 'a'))).toBe(false);
  });
});

describe('the grid keyboard', () => {
  const step = (key: string, shift: boolean, row: number, column: number, selection: TimelineSelection) =>
    keyboardStep(key, shift, { row, column }, selection, bounds, unitIdAt);

  it('moves the cell with arrows, Home, End and pages, within the grid', () => {
    expect(step('ArrowRight', false, 0, 0, emptySelection)?.cursor).toEqual({ row: 0, column: 1 });
    expect(step('ArrowLeft', false, 0, 0, emptySelection)?.cursor).toEqual({ row: 0, column: 0 });
    expect(step('ArrowUp', false, 0, 3, emptySelection)?.cursor).toEqual({ row: 0, column: 3 });
    expect(step('End', false, 1, 3, emptySelection)?.cursor).toEqual({ row: 1, column: 729 });
    expect(step('PageDown', false, 0, 3, emptySelection)?.cursor).toEqual({ row: 2, column: 3 });
    expect(step('ArrowRight', false, 0, 0, emptySelection)?.selection).toBe(emptySelection);
    expect(step('a', false, 0, 0, emptySelection)).toBeNull();
  });

  it('stretches nights with Shift and Left/Right, from the cell the host stood on', () => {
    let state = step('ArrowRight', true, 0, 5, emptySelection);
    state = state && step('ArrowRight', true, state.cursor.row, state.cursor.column, state.selection);
    expect(state?.selection.unitIds).toEqual(['a']);
    expect(selectedNights(state!.selection, origin)).toEqual({
      dateFrom: '2026-12-06',
      dateTo: '2026-12-09',
      nights: 3,
    });
  });

  it('adds units with Shift and Up/Down, and picks or drops one with Space', () => {
    const down = step('ArrowDown', true, 0, 2, emptySelection);
    expect(down?.selection.unitIds).toEqual(['a', 'b']);
    expect(selectedNights(down!.selection, origin)?.dateFrom).toBe('2026-12-03');
    const spaced = step(' ', false, 2, 2, down!.selection);
    expect(spaced?.selection.unitIds).toEqual(['a', 'b', 'c']);
    expect(step(' ', false, 2, 2, spaced!.selection)?.selection.unitIds).toEqual(['a', 'b']);
    expect(step(' ', false, 1, 9, emptySelection)?.selection).toEqual({
      unitIds: ['b'],
      anchor: 9,
      focus: 9,
    });
    expect(step('Escape', false, 1, 9, spaced!.selection)?.selection).toBe(emptySelection);
  });
});

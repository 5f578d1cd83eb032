import { describe, expect, it } from 'vitest';
import {
  initialSelection,
  isInRange,
  selectedRange,
  selectionReducer,
  type SelectionAction,
  type SelectionState,
} from './range-selection';

const run = (actions: SelectionAction[], start: SelectionState = initialSelection('2030-06-10')) =>
  actions.reduce(selectionReducer, start);

describe('selecting nights on the month view', () => {
  it('selects nothing at first', () => {
    expect(selectedRange(initialSelection('2030-06-10'))).toBeNull();
  });

  it('a drag selects the nights from where it started to where it is let go, as a half-open range', () => {
    const state = run([
      { type: 'pointerDown', day: '2030-06-12', shift: false },
      { type: 'pointerEnter', day: '2030-06-13' },
      { type: 'pointerEnter', day: '2030-06-15' },
      { type: 'pointerUp' },
    ]);
    expect(selectedRange(state)).toEqual({ dateFrom: '2030-06-12', dateTo: '2030-06-16' });
    expect(state.dragging).toBe(false);
  });

  it('a drag backwards selects the same nights the other way round', () => {
    const state = run([
      { type: 'pointerDown', day: '2030-06-15', shift: false },
      { type: 'pointerEnter', day: '2030-06-12' },
      { type: 'pointerUp' },
    ]);
    expect(selectedRange(state)).toEqual({ dateFrom: '2030-06-12', dateTo: '2030-06-16' });
  });

  it('moving over days without a pressed button selects nothing', () => {
    const state = run([
      { type: 'pointerDown', day: '2030-06-12', shift: false },
      { type: 'pointerUp' },
      { type: 'pointerEnter', day: '2030-06-20' },
    ]);
    expect(selectedRange(state)).toEqual({ dateFrom: '2030-06-12', dateTo: '2030-06-13' });
  });

  it('a shift-click extends the selection from its start', () => {
    const state = run([
      { type: 'pointerDown', day: '2030-06-12', shift: false },
      { type: 'pointerUp' },
      { type: 'pointerDown', day: '2030-06-18', shift: true },
    ]);
    expect(selectedRange(state)).toEqual({ dateFrom: '2030-06-12', dateTo: '2030-06-19' });
    expect(state.dragging).toBe(false);
  });

  it('a shift-click with nothing selected selects from the focused day', () => {
    expect(selectedRange(run([{ type: 'pointerDown', day: '2030-06-12', shift: true }]))).toEqual({
      dateFrom: '2030-06-10',
      dateTo: '2030-06-13',
    });
  });

  it('arrow keys move the focus a day or a week without selecting', () => {
    const state = run([
      { type: 'move', days: 1, shift: false },
      { type: 'move', days: 7, shift: false },
    ]);
    expect(state.focus).toBe('2030-06-18');
    expect(selectedRange(state)).toBeNull();
  });

  it('the focus crosses months and years', () => {
    expect(run([{ type: 'move', days: 7, shift: false }], initialSelection('2030-12-28')).focus).toBe(
      '2031-01-04',
    );
  });

  it('shift and arrows extend a selection from the focused day', () => {
    const state = run([
      { type: 'move', days: 1, shift: true },
      { type: 'move', days: 1, shift: true },
    ]);
    expect(selectedRange(state)).toEqual({ dateFrom: '2030-06-10', dateTo: '2030-06-13' });
  });

  it('Enter starts a selection, arrows then move its end, and Enter ends it', () => {
    const state = run([
      { type: 'toggle' },
      { type: 'move', days: 1, shift: false },
      { type: 'move', days: 7, shift: false },
      { type: 'toggle' },
      // After the end, arrows only move the focus again.
      { type: 'move', days: 1, shift: false },
    ]);
    expect(selectedRange(state)).toEqual({ dateFrom: '2030-06-10', dateTo: '2030-06-19' });
    expect(state.focus).toBe('2030-06-19');
  });

  it('Escape clears the selection and keeps the focus', () => {
    const state = run([{ type: 'toggle' }, { type: 'move', days: 2, shift: false }, { type: 'clear' }]);
    expect(selectedRange(state)).toBeNull();
    expect(state.focus).toBe('2030-06-12');
  });

  it('on a touch screen the first tap picks the first night and the second the last', () => {
    const first = run([
      { type: 'tap', day: '2030-06-12' },
      { type: 'tap', day: '2030-06-14' },
    ]);
    expect(selectedRange(first)).toEqual({ dateFrom: '2030-06-12', dateTo: '2030-06-15' });
    // A third tap starts a new selection.
    expect(selectedRange(selectionReducer(first, { type: 'tap', day: '2030-06-20' }))).toEqual({
      dateFrom: '2030-06-20',
      dateTo: '2030-06-21',
    });
  });

  it('tells whether a night is in the range, the end excluded', () => {
    const range = { dateFrom: '2030-06-12', dateTo: '2030-06-14' };
    expect(isInRange(range, '2030-06-12')).toBe(true);
    expect(isInRange(range, '2030-06-13')).toBe(true);
    expect(isInRange(range, '2030-06-14')).toBe(false);
    expect(isInRange(null, '2030-06-12')).toBe(false);
  });
});

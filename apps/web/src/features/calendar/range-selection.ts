import type { NightsRange } from '@hostdeck/contract/calendar/calendar.schemas';
import { addDays } from './calendar-dates';

// Selecting nights on the month view, by mouse or keyboard, as one pure state machine so every
// way of selecting behaves alike and is tested without a browser. Days are picked inclusively
// (the host clicks the first and the last night); the result is the half-open range the calls take.

export interface SelectionState {
  /** The day that has the keyboard focus (the grid's one tab stop). */
  focus: string;
  /** Where the selection started; null when nothing is selected. */
  anchor: string | null;
  /** The other end of the selection (inclusive). */
  end: string | null;
  /** A mouse drag is under way: entering a day moves the end. */
  dragging: boolean;
  /** Enter or Space started a selection: arrow keys move its end until Enter or Space ends it. */
  extending: boolean;
}

export type SelectionAction =
  | { type: 'pointerDown'; day: string; shift: boolean }
  | { type: 'pointerEnter'; day: string }
  | { type: 'pointerUp' }
  /** A touch screen has no Shift and drags scroll: the first tap picks a night, the second the last. */
  | { type: 'tap'; day: string }
  | { type: 'move'; days: number; shift: boolean }
  | { type: 'focus'; day: string }
  | { type: 'toggle' }
  | { type: 'clear' };

export function initialSelection(focus: string): SelectionState {
  return { focus, anchor: null, end: null, dragging: false, extending: false };
}

export function selectionReducer(state: SelectionState, action: SelectionAction): SelectionState {
  switch (action.type) {
    case 'pointerDown':
      // Shift-click extends the selection made before (or starts one from the focused day).
      if (action.shift) {
        return { ...state, focus: action.day, anchor: state.anchor ?? state.focus, end: action.day };
      }
      return { focus: action.day, anchor: action.day, end: action.day, dragging: true, extending: false };
    case 'pointerEnter':
      return state.dragging ? { ...state, focus: action.day, end: action.day } : state;
    case 'pointerUp':
      return state.dragging ? { ...state, dragging: false } : state;
    case 'tap':
      if (state.anchor !== null && state.anchor === state.end && !state.extending) {
        return { ...state, focus: action.day, end: action.day };
      }
      return { focus: action.day, anchor: action.day, end: action.day, dragging: false, extending: false };
    case 'move': {
      const focus = addDays(state.focus, action.days);
      if (action.shift || state.extending) {
        return { ...state, focus, anchor: state.anchor ?? state.focus, end: focus };
      }
      return { ...state, focus };
    }
    case 'focus':
      return { ...state, focus: action.day };
    case 'toggle':
      if (state.extending) return { ...state, extending: false, end: state.focus };
      return { ...state, anchor: state.focus, end: state.focus, extending: true, dragging: false };
    case 'clear':
      return initialSelection(state.focus);
  }
}

/** The selected nights as a half-open range [first, last + 1), or null when nothing is selected. */
export function selectedRange(state: SelectionState): NightsRange | null {
  if (state.anchor === null || state.end === null) return null;
  const [first, last] = state.anchor <= state.end ? [state.anchor, state.end] : [state.end, state.anchor];
  return { dateFrom: first, dateTo: addDays(last, 1) };
}

export const isInRange = (range: NightsRange | null, day: string): boolean =>
  range !== null && day >= range.dateFrom && day < range.dateTo;

/** The day-to-day step of each navigation key in a grid of weeks. */
export const keySteps: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

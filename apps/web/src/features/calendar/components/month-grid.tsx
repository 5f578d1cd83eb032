import type { CalendarDay, UnitCalendarResponse } from '@hostdeck/contract/calendar/calendar.schemas';
import { useEffect, useMemo, useRef, type Dispatch, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { addDays, monthOf, type MonthKey } from '../calendar-dates';
import { layoutWeek } from '../entry-layout';
import type { CalendarFormats } from '../hooks/use-calendar-formats';
import { weekdayOrder } from '../month-grid';
import {
  isInRange,
  keySteps,
  selectedRange,
  type SelectionAction,
  type SelectionState,
} from '../range-selection';
import { DayCell } from './day-cell';
import classes from './month-grid.module.css';

interface MonthGridProps {
  month: MonthKey;
  weeks: string[][];
  calendar: UnitCalendarResponse | undefined;
  today: string;
  selection: SelectionState;
  dispatch: Dispatch<SelectionAction>;
  formats: CalendarFormats;
  helpId: string;
  /** The keyboard moved the focus off the weeks shown: the month that holds it should show. */
  onMonthChange: (month: MonthKey) => void;
}

/**
 * The month as an ARIA grid with one tab stop (roving tabindex): arrow keys move the focused night,
 * Shift extends the selection, Enter or Space start and end one, Escape clears it; the mouse drags
 * or shift-clicks, a touch screen taps the first and the last night.
 */
export function MonthGrid({
  month,
  weeks,
  calendar,
  today,
  selection,
  dispatch,
  formats,
  helpId,
  onMonthChange,
}: MonthGridProps) {
  const { t } = useTranslation('calendar');
  const gridRef = useRef<HTMLDivElement>(null);
  const keyboardMoved = useRef(false);
  const range = selectedRange(selection);

  const days = useMemo(() => {
    const byDate = new Map<string, CalendarDay>();
    for (const day of calendar?.days ?? []) byDate.set(day.date, day);
    return byDate;
  }, [calendar]);
  const seasonNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const season of calendar?.seasons ?? []) names.set(season.id, season.name);
    return names;
  }, [calendar]);
  const rows = useMemo(
    () => weeks.map((week) => ({ week, segments: layoutWeek(week, calendar?.entries ?? []) })),
    [weeks, calendar],
  );
  const visible = weeks.flat();
  const tabStop = visible.includes(selection.focus)
    ? selection.focus
    : (visible.find((d) => monthOf(d) === month) ?? '');

  // A drag ends wherever the button is let go, inside the grid or not.
  useEffect(() => {
    if (!selection.dragging) return;
    const end = () => dispatch({ type: 'pointerUp' });
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, [selection.dragging, dispatch]);

  // After a key moved the focus (possibly into another month), the new day takes it.
  useEffect(() => {
    if (!keyboardMoved.current) return;
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-date="${selection.focus}"]`);
    if (cell) {
      cell.focus();
      keyboardMoved.current = false;
    }
  }, [selection.focus, weeks]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = keySteps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      keyboardMoved.current = true;
      dispatch({ type: 'move', days: step, shift: event.shiftKey });
      const next = addDays(selection.focus, step);
      if (!visible.includes(next)) onMonthChange(monthOf(next));
    } else if (event.key === 'Enter' || event.key === ' ') {
      if ((event.target as HTMLElement).getAttribute('role') !== 'gridcell') return;
      event.preventDefault();
      dispatch({ type: 'toggle' });
    } else if (event.key === 'Escape' && range) {
      event.preventDefault();
      dispatch({ type: 'clear' });
    }
  };

  const handlePointerDown = (date: string, event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    if (event.pointerType === 'touch') {
      dispatch({ type: 'tap', day: date });
      return;
    }
    // Text selection and the browser's own drag would fight the range drag.
    event.preventDefault();
    event.currentTarget.focus();
    dispatch({ type: 'pointerDown', day: date, shift: event.shiftKey });
  };

  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label={t('grid.label', { month: formats.month(month) })}
      aria-describedby={helpId}
      aria-multiselectable="true"
      className={classes.grid}
      onKeyDown={handleKeyDown}
    >
      <div role="row" className={classes.row}>
        {weekdayOrder(formats.firstWeekday).map((weekday) => (
          <div
            key={weekday}
            role="columnheader"
            className={classes.weekday}
            aria-label={formats.weekday(weekday, 'long')}
          >
            {formats.weekday(weekday, 'short')}
          </div>
        ))}
      </div>
      {rows.map(({ week, segments }) => {
        const lanes = segments.reduce((most, segment) => Math.max(most, segment.lane + 1), 0);
        return (
          <div key={week[0]} role="row" className={classes.row}>
            {week.map((date) => {
              const day = days.get(date);
              return (
                <DayCell
                  key={date}
                  date={date}
                  day={day}
                  seasonName={day?.seasonId ? (seasonNames.get(day.seasonId) ?? null) : null}
                  outside={monthOf(date) !== month}
                  past={date < today}
                  today={date === today}
                  selected={isInRange(range, date)}
                  focused={date === tabStop}
                  lanes={lanes}
                  segments={segments.filter((segment) => week[segment.start] === date)}
                  formats={formats}
                  onPointerDown={handlePointerDown}
                  onPointerEnter={(entered) => dispatch({ type: 'pointerEnter', day: entered })}
                />
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

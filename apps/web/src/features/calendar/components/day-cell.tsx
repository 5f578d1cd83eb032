import type { CalendarDay } from '@hostdeck/contract/calendar/calendar.schemas';
import type { CSSProperties, PointerEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { EntrySegment } from '../entry-layout';
import type { CalendarFormats } from '../hooks/use-calendar-formats';
import { EntryBar } from './entry-bar';
import classes from './month-grid.module.css';

export interface DayCellProps {
  date: string;
  day: CalendarDay | undefined;
  seasonName: string | null;
  outside: boolean;
  past: boolean;
  today: boolean;
  selected: boolean;
  focused: boolean;
  lanes: number;
  segments: EntrySegment[];
  formats: CalendarFormats;
  onPointerDown: (date: string, event: PointerEvent<HTMLDivElement>) => void;
  onPointerEnter: (date: string) => void;
}

/** One night of the month view: its date, price, what blocks it, and the bars of entries starting there. */
export function DayCell(props: DayCellProps) {
  const { t } = useTranslation('calendar');
  const { date, day, formats } = props;
  const blocked = day?.availability === 'blocked';
  const reason = day?.blockedReason ?? null;
  const promoted = day?.promotedNightly ?? null;
  const nightly = day?.nightly ?? null;
  // What the cell says aloud: the date, then what a host checks first (free? price? rules?).
  const spoken = [
    formats.day(date),
    props.today ? t('day.today') : null,
    day
      ? blocked
        ? `${t('day.blocked')} (${t(`reason.${reason ?? 'manual'}`)})`
        : t('day.available')
      : null,
    day
      ? nightly === null
        ? t('day.noPrice')
        : promoted !== null
          ? t('day.promoted', { promoted: formats.money(promoted), nightly: formats.money(nightly) })
          : formats.money(nightly)
      : null,
    day && day.minStayNights > 1 ? t('day.minStay', { count: day.minStayNights }) : null,
    day && !day.checkInAllowed ? t('day.noCheckIn') : null,
    props.seasonName ? t('day.season', { name: props.seasonName }) : null,
  ].filter(Boolean);

  return (
    <div
      role="gridcell"
      data-date={date}
      aria-selected={props.selected}
      aria-label={spoken.join(', ')}
      tabIndex={props.focused ? 0 : -1}
      className={`${classes.cell} ${props.today ? classes.today : ''}`}
      style={{ '--lanes': props.lanes } as CSSProperties}
      data-outside={props.outside || undefined}
      data-past={props.past || undefined}
      data-blocked={blocked || undefined}
      data-reason={reason ?? undefined}
      onPointerDown={(event) => props.onPointerDown(date, event)}
      onPointerEnter={() => props.onPointerEnter(date)}
    >
      {props.seasonName ? <span className={classes.season} aria-hidden="true" /> : null}
      <span className={classes.dayNumber} aria-hidden="true">
        {Number(date.slice(8))}
      </span>
      {day && nightly !== null ? (
        <span aria-hidden="true">
          <span className={`${classes.price} ${promoted !== null ? classes.promoted : ''}`}>
            {formats.money(promoted ?? nightly)}
          </span>
          {promoted !== null ? <span className={classes.struck}>{formats.money(nightly)}</span> : null}
        </span>
      ) : null}
      {day && blocked && reason !== 'stay' ? (
        <span className={classes.note} aria-hidden="true">
          {t(`reason.${reason ?? 'manual'}`)}
        </span>
      ) : day && day.minStayNights > 1 ? (
        <span className={classes.note} aria-hidden="true">
          {t('minStayShort', { count: day.minStayNights })}
        </span>
      ) : null}
      {props.segments.map((segment) => (
        <EntryBar key={segment.entry.id} segment={segment} formats={formats} />
      ))}
    </div>
  );
}

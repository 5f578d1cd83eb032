import type ICAL from 'ical.js';
import { isoDayOf } from '@hostdeck/contract/calendar/iso-day.rules';

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;
type IcalComponent = InstanceType<typeof ICAL.Component>;

/**
 * How far ahead of the day of the read a recurring event is expanded: two years, the longest
 * booking window channels offer. Occurrences that end by the day of the read are left out too, so
 * a rule without end is always read over a bounded stretch.
 */
export const RECURRENCE_HORIZON_DAYS = 730;

/**
 * The most occurrences of recurring events one feed brings in, whatever its rules say: a daily
 * rule fills the two years with 730, and a hostile feed of many rules without end stops here
 * instead of filling memory and the unit's blocks.
 */
export const MAX_RECURRING_OCCURRENCES_PER_FEED = 1000;

/**
 * The most steps of rule expansion one feed may take, occurrences before the day of the read
 * included: a daily rule from 1970 still reaches today (about 20,500 steps), a rule repeating every
 * minute since then is given up instead of holding the server (a step costs ical.js tens of µs).
 */
const MAX_RECURRENCE_STEPS_PER_FEED = 25_000;

const pad = (value: number) => String(value).padStart(2, '0');

const dateOf = (time: IcalTime) => `${time.year}-${pad(time.month)}-${pad(time.day)}`;

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return isoDayOf(day);
}

interface Nights {
  dateFrom: string;
  dateTo: string;
}

/**
 * The nights from a start to an end as written (in the event's own time zone, TZID or UTC): from
 * the start's date to the end's date, DTEND not included, and at least the start's night. All-day
 * and timed events, single or one occurrence of a rule, are read alike.
 */
export function nightsBetween(start: IcalTime, end: IcalTime | null | undefined): Nights {
  const dateFrom = dateOf(start);
  let dateTo = end ? dateOf(end) : addDays(dateFrom, 1);
  if (dateTo <= dateFrom) dateTo = addDays(dateFrom, 1);
  return { dateFrom, dateTo };
}

export const statusOf = (component: IcalComponent) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase();

/** What a feed's expansions may still use up; shared by all recurring events of one feed. */
interface RecurrenceBudget {
  occurrences: number;
  steps: number;
}

export function recurrenceBudget(): RecurrenceBudget {
  return { occurrences: MAX_RECURRING_OCCURRENCES_PER_FEED, steps: MAX_RECURRENCE_STEPS_PER_FEED };
}

interface Occurrence extends Nights {
  /** The series' UID and the occurrence's original start: stable across reads, one per occurrence. */
  uid: string;
  summary: string | null;
}

interface Expansion {
  occurrences: Occurrence[];
  /** Occurrences left out: cancelled by an override, or past the feed's caps. */
  skipped: number;
}

/**
 * The occurrences of one recurring event (RRULE and RDATE, less EXDATE) that take nights from
 * `today` up to `today` + RECURRENCE_HORIZON_DAYS, with each overridden occurrence (RECURRENCE-ID,
 * related to the series beforehand) at the dates and summary of its override, and a cancelled
 * override left out. ical.js walks the rules; this bounds the walk. The walk stops at the first
 * occurrence whose original start is past the horizon, or when the feed's budget runs out.
 */
export function expandSeries(
  event: IcalEvent,
  uid: string,
  today: string,
  budget: RecurrenceBudget,
): Expansion {
  const until = addDays(today, RECURRENCE_HORIZON_DAYS);
  const occurrences: Occurrence[] = [];
  let skipped = 0;
  const iterator = event.iterator();
  for (;;) {
    if (budget.steps <= 0) {
      skipped += 1;
      break;
    }
    budget.steps -= 1;
    const next = iterator.next();
    if (!next || dateOf(next) >= until) break;
    const details = event.getOccurrenceDetails(next);
    if (statusOf(details.item.component) === 'CANCELLED') {
      skipped += 1;
      continue;
    }
    const nights = nightsBetween(details.startDate, details.endDate);
    if (nights.dateTo <= today || nights.dateFrom >= until) continue;
    if (budget.occurrences <= 0) {
      skipped += 1;
      break;
    }
    budget.occurrences -= 1;
    const summary = details.item.summary ? details.item.summary.trim().slice(0, 500) : null;
    occurrences.push({
      uid: `${uid}#${next.toString()}`.slice(0, 500),
      ...nights,
      summary: summary || null,
    });
  }
  return { occurrences, skipped };
}

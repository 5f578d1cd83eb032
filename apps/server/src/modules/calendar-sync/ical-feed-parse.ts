import ICAL from 'ical.js';
import { expandSeries, nightsBetween, recurrenceBudget, statusOf } from './ical-recurrence';
import { isoDayOf } from '@hostdeck/contract/calendar/iso-day.rules';

/** One imported event as the unit's nights it takes: half-open [dateFrom, dateTo), dates as written. */
export interface ImportedStay {
  uid: string;
  dateFrom: string;
  dateTo: string;
  summary: string | null;
}

export interface ParsedFeed {
  stays: ImportedStay[];
  /** Events or occurrences left out: cancelled, without usable dates, or past the feed's caps. */
  skipped: number;
}

export class FeedParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedParseError';
  }
}

type IcalComponent = InstanceType<typeof ICAL.Component>;

/** An event on its own (no rule, no override relating to it): the nights from its start to its end. */
function singleStay(component: IcalComponent): ImportedStay | null {
  // No exceptions to relate: without this ical.js would look through the whole feed for each event.
  const event = new ICAL.Event(component, { exceptions: [] });
  if (statusOf(component) === 'CANCELLED' || !event.startDate) return null;
  const nights = nightsBetween(event.startDate, event.endDate);
  const uid = event.uid || `${nights.dateFrom}/${nights.dateTo}`;
  const summary = event.summary ? event.summary.trim().slice(0, 500) : null;
  return { uid: uid.slice(0, 500), ...nights, summary: summary || null };
}

/** A recurring event with the overrides of its occurrences related to it (malformed ones left out). */
function seriesOf(component: IcalComponent, overrides: readonly IcalComponent[]) {
  const event = new ICAL.Event(component, { strictExceptions: true, exceptions: [] });
  let skipped = 0;
  for (const override of overrides) {
    try {
      event.relateException(override);
    } catch {
      skipped += 1;
    }
  }
  return { event, skipped };
}

const isOverride = (component: IcalComponent) => component.hasProperty('recurrence-id');
const isRecurring = (component: IcalComponent) =>
  component.hasProperty('rrule') || component.hasProperty('rdate');
const uidOf = (component: IcalComponent) => String(component.getFirstPropertyValue('uid') ?? '');

/**
 * The stays an iCal feed holds. Folded lines, escaped text, time zones and recurrence rules are
 * ical.js's work. Cancelled events are left out. A recurring event brings its occurrences from
 * `today` (the day of the read, UTC) up to the horizon, within the feed's caps (ical-recurrence.ts);
 * an override of one occurrence (same UID, RECURRENCE-ID) changes or cancels that occurrence, and
 * one whose series is not in the feed is read as an event on its own.
 */
export function parseFeed(text: string, options: { today?: string } = {}): ParsedFeed {
  let root: IcalComponent;
  try {
    const parsed: unknown = ICAL.parse(text);
    // A text with several calendars parses to a list; the first is the feed.
    const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
    root = new ICAL.Component(first as unknown[]);
  } catch (error) {
    throw new FeedParseError(error instanceof Error ? error.message : 'Not an iCal text.');
  }
  if (root.name !== 'vcalendar') throw new FeedParseError(`Expected VCALENDAR, found ${root.name}.`);

  const today = options.today ?? isoDayOf(new Date());
  const events = root.getAllSubcomponents('vevent');
  const series = new Set(events.filter((c) => isRecurring(c) && !isOverride(c)).map(uidOf));
  const overridesOf = new Map<string, IcalComponent[]>();
  for (const component of events.filter(isOverride)) {
    const uid = uidOf(component);
    if (series.has(uid)) overridesOf.set(uid, [...(overridesOf.get(uid) ?? []), component]);
  }

  const stays: ImportedStay[] = [];
  const budget = recurrenceBudget();
  let skipped = 0;
  for (const component of events) {
    try {
      if (isOverride(component) && series.has(uidOf(component))) continue; // read with its series
      if (isRecurring(component) && !isOverride(component)) {
        if (statusOf(component) === 'CANCELLED') {
          skipped += 1;
          continue;
        }
        const uid = uidOf(component);
        const { event, skipped: badOverrides } = seriesOf(component, overridesOf.get(uid) ?? []);
        const expansion = expandSeries(event, uid, today, budget);
        stays.push(...expansion.occurrences);
        skipped += badOverrides + expansion.skipped;
        continue;
      }
      const stay = singleStay(component);
      if (stay) stays.push(stay);
      else skipped += 1;
    } catch {
      skipped += 1;
    }
  }
  return { stays, skipped };
}

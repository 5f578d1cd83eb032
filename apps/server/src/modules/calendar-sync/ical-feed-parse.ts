import ICAL from 'ical.js';

/** One imported event as the unit's nights it takes: half-open [dateFrom, dateTo), dates as written. */
export interface ImportedStay {
  uid: string;
  dateFrom: string;
  dateTo: string;
  summary: string | null;
}

export interface ParsedFeed {
  stays: ImportedStay[];
  /** Events left out: cancelled, recurring (not expanded), or without usable dates. */
  skipped: number;
}

export class FeedParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedParseError';
  }
}

const pad = (value: number) => String(value).padStart(2, '0');
type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;
type IcalComponent = InstanceType<typeof ICAL.Component>;

const dateOf = (time: IcalTime) => `${time.year}-${pad(time.month)}-${pad(time.day)}`;

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * The nights an event takes. All-day events: DTSTART to DTEND, DTEND not included (RFC 5545); one
 * night when DTEND is missing. Timed events take every night they touch, read in the event's own
 * time zone (its TZID, or UTC for a time ending in Z): from the night of the start's date to the
 * end's date, and at least that first night (a stay from 15:00 to 11:00 four days later takes four
 * nights; a two-hour event takes the night of its day).
 */
function nightsOf(event: IcalEvent): { dateFrom: string; dateTo: string } | null {
  const start = event.startDate;
  if (!start) return null;
  const dateFrom = dateOf(start);
  const end = event.endDate;
  let dateTo = end ? dateOf(end) : nextDay(dateFrom);
  if (dateTo <= dateFrom) dateTo = nextDay(dateFrom);
  return { dateFrom, dateTo };
}

/**
 * The stays an iCal feed holds. Folded lines, escaped text and time zones are ical.js's work.
 * Cancelled events are left out, as are recurring ones: channels' availability feeds write each
 * stay as one plain event, and expanding rules without an end is not worth the risk here.
 */
export function parseFeed(text: string): ParsedFeed {
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

  const stays: ImportedStay[] = [];
  let skipped = 0;
  for (const component of root.getAllSubcomponents('vevent')) {
    try {
      const event = new ICAL.Event(component);
      const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
      const nights = status === 'CANCELLED' || event.isRecurring() ? null : nightsOf(event);
      if (!nights) {
        skipped += 1;
        continue;
      }
      const uid = event.uid || `${nights.dateFrom}/${nights.dateTo}`;
      const summary = event.summary ? event.summary.trim().slice(0, 500) : null;
      stays.push({ uid: uid.slice(0, 500), ...nights, summary: summary || null });
    } catch {
      skipped += 1;
    }
  }
  return { stays, skipped };
}

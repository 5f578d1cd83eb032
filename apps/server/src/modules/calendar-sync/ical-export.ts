import ICAL from 'ical.js';

/** A range of nights the unit's export shows as busy; `id` makes the event's stable UID. */
export interface BusyRange {
  id: string;
  dateFrom: string;
  dateTo: string;
  kind: 'reserved' | 'blocked';
}

/** What the events say: never who the guest is, only that the nights are taken. */
const SUMMARY: Record<BusyRange['kind'], string> = {
  reserved: 'Reserved',
  blocked: 'Not available',
};

/** Our events' UIDs end with this, so a channel that imports our feed tells ours from its own. */
export const EXPORT_UID_DOMAIN = 'hostdeck';

/**
 * The unit's busy nights as an iCal (RFC 5545) calendar: one all-day event per range, DATE values,
 * DTEND the first free night (exclusive), a UID that stays the same for the same stay or block on
 * every read (channels update the event rather than add one), and a DTSTAMP of when the feed was
 * written. ical.js writes the lines: CRLF endings, text escaping and folding at 75 octets.
 */
export function writeExportCalendar(
  ranges: readonly BusyRange[],
  options: { name: string; now: Date },
): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//HostDeck//Unit availability//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  // The name calendar apps show; typed as text so commas, semicolons and line breaks are escaped.
  const name = new ICAL.Property('x-wr-calname', calendar);
  name.resetType('text');
  name.setValue(options.name);
  calendar.addProperty(name);
  const stamp = ICAL.Time.fromJSDate(options.now, true);
  for (const range of ranges) {
    const event = new ICAL.Component('vevent');
    event.updatePropertyWithValue('uid', `${range.id}@${EXPORT_UID_DOMAIN}`);
    event.updatePropertyWithValue('dtstamp', stamp);
    event.updatePropertyWithValue('dtstart', ICAL.Time.fromDateString(range.dateFrom));
    event.updatePropertyWithValue('dtend', ICAL.Time.fromDateString(range.dateTo));
    event.updatePropertyWithValue('summary', SUMMARY[range.kind]);
    event.updatePropertyWithValue('transp', 'OPAQUE');
    calendar.addSubcomponent(event);
  }
  // ical.js ends the last line without a line break; RFC 5545 ends every content line with CRLF.
  return `${calendar.toString()}\r\n`;
}

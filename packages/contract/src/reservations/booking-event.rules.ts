// A booking as a calendar event (RFC 5545), for the host's own calendar app.

export interface StayEvent {
  /** Stays the same for one booking, so importing the file again updates the event instead of adding one. */
  uid: string;
  /** When the file was made. */
  stamp: Date;
  /** Check-in day, `YYYY-MM-DD`. */
  checkIn: string;
  /** Check-out day, `YYYY-MM-DD`: the day the event ends before (an all-day end is exclusive). */
  checkOut: string;
  summary: string;
  description: string;
}

/** The event's id for a booking code: unique to the booking and to us. */
export function stayEventUid(bookingCode: string): string {
  return `booking-${bookingCode}@hostdeck`;
}

/** `booking-A1B2C3.ics`; a code is letters and digits, anything else becomes a dash. */
export function stayEventFileName(bookingCode: string): string {
  return `booking-${bookingCode.replace(/[^A-Za-z0-9_-]/g, '-')}.ics`;
}

/** A TEXT value: backslash, semicolon and comma are escaped, a line break becomes `\n`. */
export function escapeIcsText(text: string): string {
  return text
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const MAX_LINE_OCTETS = 75;

/** How many octets a character takes in UTF-8. */
function utf8Octets(character: string): number {
  const codePoint = character.codePointAt(0) ?? 0;
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * A content line longer than 75 octets is folded: it breaks before the character that would pass
 * the limit, and each following part starts with one space (which counts towards its 75). A
 * character is never split, so a multi-byte letter stays whole.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Octets(character);
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

const icsDate = (isoDate: string) => isoDate.replaceAll('-', '');
const icsMoment = (moment: Date) => `${moment.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The whole `.ics` file of one all-day event from check-in to check-out, with CRLF line ends. */
export function stayEventCalendar(event: StayEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hostdeck//Reservations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsMoment(event.stamp)}`,
    `DTSTART;VALUE=DATE:${icsDate(event.checkIn)}`,
    `DTEND;VALUE=DATE:${icsDate(event.checkOut)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    // A stay blocks the unit, not the host's day: calendar apps show the event as free time.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldIcsLine(line)}\r\n`).join('');
}

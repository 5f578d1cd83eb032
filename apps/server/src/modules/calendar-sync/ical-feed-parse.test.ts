import { describe, expect, it } from 'vitest';
import { FeedParseError, parseFeed } from './ical-feed-parse';
import { writeExportCalendar } from './ical-export';

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

describe('parsing an imported feed', () => {
  it('reads all-day events with DTEND exclusive, unfolding long lines', () => {
    const { stays, skipped } = parseFeed(
      crlf([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:a1@example.com',
        'DTSTART;VALUE=DATE:20270105',
        'DTEND;VALUE=DATE:20270109',
        'SUMMARY:A summary long enough to be folded by the channel that wrote it at',
        '  seventy-five octets',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(skipped).toBe(0);
    expect(stays).toEqual([
      {
        uid: 'a1@example.com',
        dateFrom: '2027-01-05',
        dateTo: '2027-01-09',
        summary: 'A summary long enough to be folded by the channel that wrote it at seventy-five octets',
      },
    ]);
  });

  it('takes one night for an all-day event without DTEND', () => {
    const { stays } = parseFeed(
      crlf([
        'BEGIN:VCALENDAR',
        'BEGIN:VEVENT',
        'UID:x',
        'DTSTART;VALUE=DATE:20270105',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(stays[0]).toMatchObject({ dateFrom: '2027-01-05', dateTo: '2027-01-06' });
  });

  it('reads timed events in their own time zone: every night they touch', () => {
    const { stays } = parseFeed(
      crlf([
        'BEGIN:VCALENDAR',
        'BEGIN:VTIMEZONE',
        'TZID:Europe/Zagreb',
        'BEGIN:STANDARD',
        'DTSTART:19701025T030000',
        'TZOFFSETFROM:+0200',
        'TZOFFSETTO:+0100',
        'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
        'END:STANDARD',
        'END:VTIMEZONE',
        'BEGIN:VEVENT',
        'UID:stay',
        'DTSTART;TZID=Europe/Zagreb:20270310T150000',
        'DTEND;TZID=Europe/Zagreb:20270314T110000',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:short',
        'DTSTART:20270320T100000Z',
        'DTEND:20270320T120000Z',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:late',
        'DTSTART;TZID=Europe/Zagreb:20270401T230000',
        'DTEND;TZID=Europe/Zagreb:20270402T010000',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(stays.map(({ uid, dateFrom, dateTo }) => [uid, dateFrom, dateTo])).toEqual([
      ['stay', '2027-03-10', '2027-03-14'],
      ['short', '2027-03-20', '2027-03-21'],
      ['late', '2027-04-01', '2027-04-02'],
    ]);
  });

  it('skips cancelled events, single or a whole series', () => {
    const { stays, skipped } = parseFeed(
      crlf([
        'BEGIN:VCALENDAR',
        'BEGIN:VEVENT',
        'UID:gone',
        'STATUS:CANCELLED',
        'DTSTART;VALUE=DATE:20270105',
        'DTEND;VALUE=DATE:20270109',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:weekly-gone',
        'STATUS:CANCELLED',
        'DTSTART;VALUE=DATE:20270105',
        'DTEND;VALUE=DATE:20270106',
        'RRULE:FREQ=WEEKLY',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:kept',
        'STATUS:CONFIRMED',
        'DTSTART;VALUE=DATE:20270205',
        'DTEND;VALUE=DATE:20270207',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
      { today: '2027-01-01' },
    );
    expect(stays.map((stay) => stay.uid)).toEqual(['kept']);
    expect(skipped).toBe(2);
  });

  it('refuses what is not a calendar', () => {
    expect(() => parseFeed('<html><body>Sign in</body></html>')).toThrow(FeedParseError);
    expect(() => parseFeed(crlf(['BEGIN:VCARD', 'FN:Anna', 'END:VCARD']))).toThrow(FeedParseError);
  });
});

describe('writing the unit export', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const ranges = [
    {
      id: 'b0000000-0000-4000-8000-000000000001',
      dateFrom: '2027-01-05',
      dateTo: '2027-01-09',
      kind: 'reserved' as const,
    },
    {
      id: 'c0000000-0000-4000-8000-000000000002',
      dateFrom: '2027-02-01',
      dateTo: '2027-02-03',
      kind: 'blocked' as const,
    },
  ];

  it('writes RFC 5545 lines: CRLF everywhere, DATE values, DTEND exclusive, stable UIDs, DTSTAMP', () => {
    const text = writeExportCalendar(ranges, { name: 'Sea view apartment', now });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270105');
    expect(lines).toContain('DTEND;VALUE=DATE:20270109');
    expect(lines).toContain('UID:b0000000-0000-4000-8000-000000000001@hostdeck');
    expect(lines).toContain('DTSTAMP:20261127T100000Z');
    expect(lines).toContain('SUMMARY:Reserved');
    expect(lines).toContain('SUMMARY:Not available');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // The same stays give the same events on every read (only DTSTAMP moves).
    const later = writeExportCalendar(ranges, {
      name: 'Sea view apartment',
      now: new Date('2026-11-28T10:00:00Z'),
    });
    expect(later.replace(/DTSTAMP:\d+T\d+Z/g, '')).toBe(text.replace(/DTSTAMP:\d+T\d+Z/g, ''));
  });

  it('parses back to the same nights (round trip)', () => {
    const { stays } = parseFeed(writeExportCalendar(ranges, { name: 'Unit', now }));
    expect(stays).toEqual([
      { uid: `${ranges[0]!.id}@hostdeck`, dateFrom: '2027-01-05', dateTo: '2027-01-09', summary: 'Reserved' },
      {
        uid: `${ranges[1]!.id}@hostdeck`,
        dateFrom: '2027-02-01',
        dateTo: '2027-02-03',
        summary: 'Not available',
      },
    ]);
  });

  it('folds a long calendar name at 75 octets and escapes its commas', () => {
    const name = 'Apartment with a very, very long name by the sea, near the old town and the harbour';
    const text = writeExportCalendar([], { name, now });
    expect(text).toContain('X-WR-CALNAME;VALUE=TEXT:Apartment with a very\\, very long name');
    expect(text).toMatch(/\r\n [^\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

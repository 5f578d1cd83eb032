import { describe, expect, it } from 'vitest';
import { parseFeed } from './ical-feed-parse';
import { MAX_RECURRING_OCCURRENCES_PER_FEED, RECURRENCE_HORIZON_DAYS } from './ical-recurrence';

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;
const calendar = (...events: string[][]) =>
  crlf(['BEGIN:VCALENDAR', 'VERSION:2.0', ...events.flat(), 'END:VCALENDAR']);
const event = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'];
const nights = (stays: { dateFrom: string; dateTo: string }[]) =>
  stays.map((stay) => `${stay.dateFrom}/${stay.dateTo}`);

const ZAGREB = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Zagreb',
  'BEGIN:STANDARD',
  'DTSTART:19701025T030000',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:19700329T020000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

describe('expanding recurring events of an imported feed', () => {
  it('expands a count-limited weekly all-day rule into its nights, each with its own stable UID', () => {
    const { stays, skipped } = parseFeed(
      calendar(
        event(
          'UID:cleaning@example.com',
          'DTSTART;VALUE=DATE:20270105',
          'DTEND;VALUE=DATE:20270107',
          'RRULE:FREQ=WEEKLY;COUNT=3',
          'SUMMARY:Owner stays',
        ),
      ),
      { today: '2027-01-01' },
    );
    expect(skipped).toBe(0);
    expect(stays).toEqual([
      {
        uid: 'cleaning@example.com#2027-01-05',
        dateFrom: '2027-01-05',
        dateTo: '2027-01-07',
        summary: 'Owner stays',
      },
      {
        uid: 'cleaning@example.com#2027-01-12',
        dateFrom: '2027-01-12',
        dateTo: '2027-01-14',
        summary: 'Owner stays',
      },
      {
        uid: 'cleaning@example.com#2027-01-19',
        dateFrom: '2027-01-19',
        dateTo: '2027-01-21',
        summary: 'Owner stays',
      },
    ]);
  });

  it('leaves out EXDATE occurrences and adds RDATE ones', () => {
    const { stays } = parseFeed(
      calendar(
        event(
          'UID:w',
          'DTSTART;VALUE=DATE:20270105',
          'DTEND;VALUE=DATE:20270106',
          'RRULE:FREQ=WEEKLY;UNTIL=20270126',
          'EXDATE;VALUE=DATE:20270112',
          'RDATE;VALUE=DATE:20270201',
        ),
      ),
      { today: '2027-01-01' },
    );
    expect(nights(stays)).toEqual([
      '2027-01-05/2027-01-06',
      '2027-01-19/2027-01-20',
      '2027-01-26/2027-01-27',
      '2027-02-01/2027-02-02',
    ]);
  });

  it('takes an overridden occurrence at its new dates and leaves out a cancelled one', () => {
    const { stays, skipped } = parseFeed(
      calendar(
        event(
          'UID:series',
          'DTSTART;VALUE=DATE:20270105',
          'DTEND;VALUE=DATE:20270107',
          'RRULE:FREQ=WEEKLY;COUNT=4',
          'SUMMARY:Blocked',
        ),
        // The second week moved one day later and made longer.
        event(
          'UID:series',
          'RECURRENCE-ID;VALUE=DATE:20270112',
          'DTSTART;VALUE=DATE:20270113',
          'DTEND;VALUE=DATE:20270116',
          'SUMMARY:Blocked (moved)',
        ),
        // The third week called off.
        event(
          'UID:series',
          'RECURRENCE-ID;VALUE=DATE:20270119',
          'STATUS:CANCELLED',
          'DTSTART;VALUE=DATE:20270119',
          'DTEND;VALUE=DATE:20270121',
        ),
        // An override of another series (not in the feed) is an event on its own.
        event(
          'UID:elsewhere',
          'RECURRENCE-ID;VALUE=DATE:20270301',
          'DTSTART;VALUE=DATE:20270301',
          'DTEND;VALUE=DATE:20270302',
        ),
      ),
      { today: '2027-01-01' },
    );
    expect(stays.map((stay) => [stay.uid, stay.dateFrom, stay.dateTo, stay.summary])).toEqual([
      ['series#2027-01-05', '2027-01-05', '2027-01-07', 'Blocked'],
      ['series#2027-01-12', '2027-01-13', '2027-01-16', 'Blocked (moved)'],
      ['series#2027-01-26', '2027-01-26', '2027-01-28', 'Blocked'],
      ['elsewhere', '2027-03-01', '2027-03-02', null],
    ]);
    expect(skipped).toBe(1);
  });

  it('reads timed occurrences in their TZID, across a change to summer time, as single events are read', () => {
    const { stays } = parseFeed(
      calendar(
        ZAGREB,
        event(
          'UID:t',
          'DTSTART;TZID=Europe/Zagreb:20270320T150000',
          'DTEND;TZID=Europe/Zagreb:20270322T110000',
          'RRULE:FREQ=WEEKLY;COUNT=2',
        ),
        // Late in the evening in UTC is already the next day in Zagreb: the night is Zagreb's.
        event('UID:u', 'DTSTART:20270405T230000Z', 'DURATION:PT2H', 'RRULE:FREQ=DAILY;COUNT=1'),
      ),
      { today: '2027-01-01' },
    );
    expect(nights(stays)).toEqual([
      '2027-03-20/2027-03-22',
      '2027-03-27/2027-03-29',
      // Written in UTC, read in UTC (as a single event is): its own date.
      '2027-04-05/2027-04-06',
    ]);
  });

  it('expands a rule without end only from the day of the read up to the horizon', () => {
    const today = '2027-01-01';
    const { stays } = parseFeed(
      calendar(
        event('UID:forever', 'DTSTART;VALUE=DATE:20200106', 'DTEND;VALUE=DATE:20200107', 'RRULE:FREQ=WEEKLY'),
      ),
      { today },
    );
    const horizon = new Date(Date.parse(`${today}T00:00:00Z`) + RECURRENCE_HORIZON_DAYS * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(stays[0]).toMatchObject({ dateFrom: '2027-01-04', dateTo: '2027-01-05' });
    expect(stays.at(-1)!.dateFrom < horizon).toBe(true);
    expect(stays.every((stay) => stay.dateTo > today && stay.dateFrom < horizon)).toBe(true);
    // Every Monday of two years: 104 or 105 of them.
    expect(stays.length).toBeGreaterThanOrEqual(104);
    expect(stays.length).toBeLessThanOrEqual(105);
  });

  it('caps the occurrences of one feed, however many rules without end it holds', () => {
    const rules = Array.from({ length: 5 }, (_, index) =>
      event(`UID:daily-${index}`, 'DTSTART;VALUE=DATE:20270101', 'RRULE:FREQ=DAILY'),
    );
    const { stays, skipped } = parseFeed(calendar(...rules), { today: '2027-01-01' });
    expect(stays).toHaveLength(MAX_RECURRING_OCCURRENCES_PER_FEED);
    expect(skipped).toBeGreaterThan(0);
    // Single events are not counted against the cap.
    const withSingle = parseFeed(
      calendar(...rules, event('UID:one', 'DTSTART;VALUE=DATE:20270301', 'DTEND;VALUE=DATE:20270302')),
      { today: '2027-01-01' },
    );
    expect(withSingle.stays.filter((stay) => stay.uid === 'one')).toHaveLength(1);
  });

  it('gives up a rule repeating every minute since 1970 instead of walking it to today', () => {
    const started = Date.now();
    const { stays, skipped } = parseFeed(
      calendar(event('UID:m', 'DTSTART:19700101T000000Z', 'DURATION:PT1M', 'RRULE:FREQ=MINUTELY')),
      { today: '2027-01-01' },
    );
    expect(stays).toEqual([]);
    expect(skipped).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

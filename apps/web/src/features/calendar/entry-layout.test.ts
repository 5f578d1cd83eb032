import type { CalendarEntry } from '@hostdeck/contract/calendar/calendar.schemas';
import { describe, expect, it } from 'vitest';
import { entriesWithin, layoutWeek } from './entry-layout';

const entry = (id: string, dateFrom: string, dateTo: string): CalendarEntry => ({
  id,
  dateFrom,
  dateTo,
  source: 'booking',
  booking: null,
  bookingRequest: null,
  inquiry: null,
  children: [],
  external: null,
  conflict: false,
});

const week = [
  '2030-06-10',
  '2030-06-11',
  '2030-06-12',
  '2030-06-13',
  '2030-06-14',
  '2030-06-15',
  '2030-06-16',
];

describe('entry bars on a week row', () => {
  it('spans the nights of a stay, not its check-out day', () => {
    const [segment] = layoutWeek(week, [entry('a', '2030-06-11', '2030-06-14')]);
    expect(segment).toMatchObject({
      start: 1,
      span: 3,
      lane: 0,
      continuesBefore: false,
      continuesAfter: false,
    });
  });

  it('cuts a stay at the edges of the week and says it goes on', () => {
    const [segment] = layoutWeek(week, [entry('a', '2030-06-05', '2030-06-20')]);
    expect(segment).toMatchObject({ start: 0, span: 7, continuesBefore: true, continuesAfter: true });
  });

  it('leaves out stays outside the week, a check-out on its first day included', () => {
    expect(
      layoutWeek(week, [entry('a', '2030-06-01', '2030-06-10'), entry('b', '2030-06-17', '2030-06-19')]),
    ).toEqual([]);
  });

  it('puts a stay starting on the day another ends on the same lane, overlapping ones below', () => {
    const segments = layoutWeek(week, [
      entry('c', '2030-06-12', '2030-06-15'),
      entry('a', '2030-06-10', '2030-06-12'),
      entry('b', '2030-06-11', '2030-06-13'),
    ]);
    const lanes = Object.fromEntries(segments.map((segment) => [segment.entry.id, segment.lane]));
    expect(lanes).toEqual({ a: 0, b: 1, c: 0 });
  });

  it('lists the entries with a night in the range, in date order', () => {
    const list = entriesWithin(
      [
        entry('late', '2030-06-20', '2030-06-22'),
        entry('early', '2030-06-01', '2030-06-03'),
        entry('out', '2030-05-01', '2030-05-03'),
      ],
      '2030-06-01',
      '2030-07-01',
    );
    expect(list.map((item) => item.id)).toEqual(['early', 'late']);
  });
});

describe('entry names', () => {
  it('names a group of overlapping stays by its guests, a block by nothing', async () => {
    const { entryName } = await import('./entry-links');
    const guest = (id: string, guestName: string): CalendarEntry => ({
      ...entry(id, '2030-06-10', '2030-06-12'),
      booking: { id, status: 'CONFIRMED', guestName },
    });
    const group: CalendarEntry = {
      ...entry('m', '2030-06-10', '2030-06-13'),
      source: 'multi',
      children: [guest('a', 'Ana'), guest('b', 'Ben')],
    };
    expect(entryName(group)).toBe('Ana, Ben');
    expect(entryName({ ...entry('x', '2030-06-10', '2030-06-12'), source: 'manual' })).toBeNull();
  });
});

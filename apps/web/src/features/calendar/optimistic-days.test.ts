import type { CalendarDay, UnitCalendarResponse } from '@hostdeck/contract/calendar/calendar.schemas';
import { describe, expect, it } from 'vitest';
import { patchCalendarDays } from './optimistic-days';

const day = (date: string, overrides: Partial<CalendarDay> = {}): CalendarDay => ({
  date,
  availability: 'available',
  blockedReason: null,
  nightly: 100,
  promotedNightly: null,
  priceSource: 'base',
  seasonId: null,
  minStayNights: 1,
  maxStayNights: null,
  checkInAllowed: true,
  ...overrides,
});

const calendar = (days: CalendarDay[]): UnitCalendarResponse => ({
  unitId: 'u-1',
  title: 'Loft',
  currency: 'EUR',
  calendarStatus: 'AVAILABLE',
  dateFrom: days[0]?.date ?? '',
  dateTo: days.at(-1)?.date ?? '',
  days,
  entries: [],
  seasons: [],
  promotions: [],
});

const range = { dateFrom: '2030-06-11', dateTo: '2030-06-13' };
const before = calendar([
  day('2030-06-10'),
  day('2030-06-11'),
  day('2030-06-12', { availability: 'blocked', blockedReason: 'stay' }),
  day('2030-06-13'),
]);

describe('edits shown before the server answers', () => {
  it('blocks the free nights of the range only, as manual blocks', () => {
    const after = patchCalendarDays(before, range, { kind: 'block' });
    expect(after.days.map((d) => d.blockedReason)).toEqual([null, 'manual', 'stay', null]);
  });

  it('frees only manual blocks', () => {
    const blocked = patchCalendarDays(before, range, { kind: 'block' });
    const freed = patchCalendarDays(blocked, range, { kind: 'unblock' });
    expect(freed.days.map((d) => d.availability)).toEqual(['available', 'available', 'blocked', 'available']);
  });

  it('sets the price of the range and drops its promoted price until the server works it out again', () => {
    const after = patchCalendarDays(before, range, { kind: 'price', nightly: 140 });
    expect(after.days.map((d) => d.nightly)).toEqual([100, 140, 140, 100]);
    expect(after.days[1]?.priceSource).toBe('override');
  });

  it('leaves the price alone when it goes back to the default, which only the server knows', () => {
    expect(patchCalendarDays(before, range, { kind: 'price', nightly: null }).days).toEqual(before.days);
  });

  it('sets the stay limits given and keeps the others', () => {
    const after = patchCalendarDays(before, range, { kind: 'stay', minStayNights: 3, maxStayNights: null });
    expect(after.days.map((d) => d.minStayNights)).toEqual([1, 3, 3, 1]);
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, isMonthKey, isoWeekday, todayIso } from './calendar-dates';
import { monthFetchRange, monthWeeks, weekdayOrder } from './month-grid';

describe('calendar dates', () => {
  it('adds days across months, years and a daylight-saving change', () => {
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2030-03-31', 1)).toBe('2030-04-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2030-03-01', '2030-04-01')).toBe(31);
  });

  it('names ISO weekdays and months', () => {
    expect(isoWeekday('2030-06-10')).toBe(1);
    expect(isoWeekday('2030-06-16')).toBe(7);
    expect(addMonths('2030-12', 1)).toBe('2031-01');
    expect(addMonths('2030-01', -1)).toBe('2029-12');
  });

  it('accepts only real months from the address', () => {
    expect(isMonthKey('2030-06')).toBe(true);
    expect(isMonthKey('2030-13')).toBe(false);
    expect(isMonthKey('junk')).toBe(false);
    expect(isMonthKey(null)).toBe(false);
  });

  it('reads today in local time', () => {
    expect(todayIso(new Date(2030, 5, 9, 23, 30))).toBe('2030-06-09');
  });
});

describe('month grid', () => {
  it('starts weeks on Monday where the locale does, with the neighbouring days around', () => {
    // June 2030 starts on a Saturday and ends on a Sunday.
    const weeks = monthWeeks('2030-06', 1);
    expect(weeks[0]?.[0]).toBe('2030-05-27');
    expect(weeks.at(-1)?.at(-1)).toBe('2030-06-30');
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('starts weeks on Sunday where the locale does', () => {
    const weeks = monthWeeks('2030-06', 7);
    expect(weeks[0]?.[0]).toBe('2030-05-26');
    expect(weeks.at(-1)?.at(-1)).toBe('2030-07-06');
    expect(weekdayOrder(7)).toEqual([7, 1, 2, 3, 4, 5, 6]);
  });

  it('fetches the days shown and 14 more after (the calendar padding), nothing before', () => {
    expect(monthFetchRange(monthWeeks('2030-06', 1))).toEqual({
      dateFrom: '2030-05-27',
      dateTo: '2030-07-15',
    });
  });
});

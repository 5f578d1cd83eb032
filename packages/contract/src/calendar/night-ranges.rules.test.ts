import { describe, expect, it } from 'vitest';
import { CALENDAR_RANGE_PADDING_DAYS_AFTER, CALENDAR_RANGE_PADDING_DAYS_BEFORE } from '../constants';
import { CALENDAR_MAX_RANGE_NIGHTS } from './calendar.schemas';
import {
  addDays,
  dateOfDayNumber,
  dayNumberOf,
  isRangeTooLong,
  mergeRanges,
  nightCount,
  nightsOf,
  paddedRange,
  rangeContains,
  rangesOverlap,
  rangesTouch,
  subtractRange,
  weekdayOfDayNumber,
} from './night-ranges.rules';

const r = (dateFrom: string, dateTo: string) => ({ dateFrom, dateTo });

describe('night ranges (half-open [dateFrom, dateTo))', () => {
  it.each([
    ['2030-01-01', 1, '2030-01-02'],
    ['2030-01-31', 1, '2030-02-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2030-03-01', -1, '2030-02-28'],
    ['2030-12-31', 365, '2031-12-31'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(dateOfDayNumber(dayNumberOf(date))).toBe(date);
  });

  it('counts weekdays from Sunday = 0', () => {
    expect(['2030-06-02', '2030-06-03', '2030-06-08'].map((d) => weekdayOfDayNumber(dayNumberOf(d)))).toEqual(
      [0, 1, 6],
    );
  });

  it.each([
    [r('2030-01-01', '2030-01-04'), 3, ['2030-01-01', '2030-01-02', '2030-01-03']],
    [r('2030-01-01', '2030-01-01'), 0, []],
    [r('2030-01-05', '2030-01-01'), 0, []],
    [r('2030-12-31', '2031-01-01'), 1, ['2030-12-31']],
  ])('nights of %o: %i', (range, count, nights) => {
    expect(nightCount(range)).toBe(count);
    expect(nightsOf(range)).toEqual(nights);
  });

  it.each([
    ['same range', r('2030-01-01', '2030-01-05'), r('2030-01-01', '2030-01-05'), true, true],
    ['one night shared', r('2030-01-01', '2030-01-05'), r('2030-01-04', '2030-01-08'), true, true],
    ['inside', r('2030-01-01', '2030-01-10'), r('2030-01-03', '2030-01-04'), true, true],
    [
      'touching: check-out is the next check-in',
      r('2030-01-01', '2030-01-05'),
      r('2030-01-05', '2030-01-08'),
      false,
      true,
    ],
    ['touching the other way', r('2030-01-05', '2030-01-08'), r('2030-01-01', '2030-01-05'), false, true],
    ['a night apart', r('2030-01-01', '2030-01-05'), r('2030-01-06', '2030-01-08'), false, false],
  ])('%s: overlap %s, touch %s', (_, a, b, overlap, touch) => {
    expect(rangesOverlap(a, b)).toBe(overlap);
    expect(rangesOverlap(b, a)).toBe(overlap);
    expect(rangesTouch(a, b)).toBe(touch);
  });

  it('knows when a range holds another', () => {
    expect(rangeContains(r('2030-01-01', '2030-01-10'), r('2030-01-01', '2030-01-10'))).toBe(true);
    expect(rangeContains(r('2030-01-01', '2030-01-10'), r('2030-01-09', '2030-01-11'))).toBe(false);
  });

  it.each([
    ['nothing', [], []],
    [
      'adjacent ranges join',
      [r('2030-01-05', '2030-01-08'), r('2030-01-01', '2030-01-05')],
      [r('2030-01-01', '2030-01-08')],
    ],
    [
      'overlapping and contained ranges join',
      [r('2030-01-01', '2030-01-06'), r('2030-01-03', '2030-01-04'), r('2030-01-05', '2030-01-09')],
      [r('2030-01-01', '2030-01-09')],
    ],
    [
      'a gap of one night keeps them apart, empty ranges go',
      [r('2030-01-06', '2030-01-08'), r('2030-01-01', '2030-01-05'), r('2030-01-20', '2030-01-20')],
      [r('2030-01-01', '2030-01-05'), r('2030-01-06', '2030-01-08')],
    ],
  ])('merges: %s', (_, input, expected) => {
    expect(mergeRanges(input)).toEqual(expected);
  });

  it.each([
    [
      'cut in the middle splits',
      [r('2030-01-01', '2030-01-10')],
      r('2030-01-04', '2030-01-06'),
      [r('2030-01-01', '2030-01-04'), r('2030-01-06', '2030-01-10')],
    ],
    [
      'cut the start',
      [r('2030-01-01', '2030-01-10')],
      r('2029-12-30', '2030-01-03'),
      [r('2030-01-03', '2030-01-10')],
    ],
    [
      'cut the end',
      [r('2030-01-01', '2030-01-10')],
      r('2030-01-08', '2030-01-12'),
      [r('2030-01-01', '2030-01-08')],
    ],
    ['cut all', [r('2030-01-01', '2030-01-10')], r('2030-01-01', '2030-01-10'), []],
    [
      'touching cut leaves it',
      [r('2030-01-01', '2030-01-10')],
      r('2030-01-10', '2030-01-12'),
      [r('2030-01-01', '2030-01-10')],
    ],
    [
      'across several',
      [r('2030-01-01', '2030-01-05'), r('2030-01-07', '2030-01-09'), r('2030-01-10', '2030-01-15')],
      r('2030-01-03', '2030-01-12'),
      [r('2030-01-01', '2030-01-03'), r('2030-01-12', '2030-01-15')],
    ],
  ])('subtracts: %s', (_, ranges, cut, expected) => {
    expect(subtractRange(ranges, cut)).toEqual(expected);
  });

  it('pads a shown range by the spec padding (0 before, 14 after)', () => {
    expect([CALENDAR_RANGE_PADDING_DAYS_BEFORE, CALENDAR_RANGE_PADDING_DAYS_AFTER]).toEqual([0, 14]);
    expect(paddedRange(r('2030-01-01', '2030-02-01'))).toEqual(r('2030-01-01', '2030-02-15'));
    expect(paddedRange(r('2030-01-01', '2030-02-01'), 2, 1)).toEqual(r('2029-12-30', '2030-02-02'));
  });

  it('refuses ranges longer than the calendar reads at once', () => {
    const start = '2030-01-01';
    expect(isRangeTooLong(r(start, addDays(start, CALENDAR_MAX_RANGE_NIGHTS)))).toBe(false);
    expect(isRangeTooLong(r(start, addDays(start, CALENDAR_MAX_RANGE_NIGHTS + 1)))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { EARLY_BIRD_MIN_DAYS_AHEAD, LAST_MINUTE_MAX_DAYS_AHEAD } from '../promotions/promotions.constants';
import { calendarDaySchema } from './calendar.schemas';
import {
  isMaxStayBelowMin,
  resolveCalendarDays,
  type CalendarDaysInput,
  type CalendarUnitSettings,
} from './calendar-days.rules';
import { addDays } from './night-ranges.rules';

const today = '2030-06-10'; // a Monday
const unit: CalendarUnitSettings = {
  pricePerNight: 10_000,
  minNights: 2,
  maxNights: 14,
  minimumNoticeDays: null,
  preparationDays: 0,
  bookingWindowDays: null,
  checkInDays: null,
  calendarStatus: 'AVAILABLE',
};
const noHolds = { stays: [], manual: [], external: [] };

function days(overrides: Partial<CalendarDaysInput> = {}, from = '2030-06-20', nights = 10) {
  return resolveCalendarDays({
    range: { dateFrom: from, dateTo: addDays(from, nights) },
    today,
    unit,
    seasons: [],
    settings: [],
    promotions: [],
    holds: noHolds,
    ...overrides,
  });
}
const on = (list: ReturnType<typeof days>, date: string) => {
  const day = list.find((item) => item.date === date);
  if (!day) throw new Error(`no day ${date}`);
  return day;
};

describe('calendar day resolution', () => {
  it('answers one valid calendar day per night of the half-open range', () => {
    const list = days();
    expect(list).toHaveLength(10);
    expect(list[0]?.date).toBe('2030-06-20');
    expect(list.at(-1)?.date).toBe('2030-06-29');
    for (const day of list) expect(calendarDaySchema.parse(day)).toEqual(day);
  });

  describe('price: the night override, else the season (both dates inclusive), else the base price', () => {
    const season = {
      id: 's1',
      startDate: '2030-06-22',
      endDate: '2030-06-24',
      nightly: 150.5,
      minimumStayNights: 5,
    };
    const list = days({
      seasons: [season],
      settings: [
        { day: '2030-06-23', pricePerNight: 9_999, minStayNights: null, maxStayNights: null },
        { day: '2030-06-27', pricePerNight: null, minStayNights: 3, maxStayNights: null },
      ],
    });
    it.each([
      ['2030-06-21', 100, 'base', null],
      ['2030-06-22', 150.5, 'season', 's1'],
      ['2030-06-23', 99.99, 'override', 's1'],
      ['2030-06-24', 150.5, 'season', 's1'],
      ['2030-06-25', 100, 'base', null],
      ['2030-06-27', 100, 'base', null],
    ] as const)('%s: %d from %s', (date, nightly, source, seasonId) => {
      expect(on(list, date)).toMatchObject({ nightly, priceSource: source, seasonId });
    });

    it('has no price when the unit has none and nothing else sets one', () => {
      const unpriced = days({ unit: { ...unit, pricePerNight: null }, promotions: [activeDiscount(10)] });
      expect(unpriced[0]).toMatchObject({ nightly: null, promotedNightly: null, priceSource: 'base' });
    });

    it('the first season wins where two share a night', () => {
      const other = { ...season, id: 's2', nightly: 1 };
      expect(on(days({ seasons: [season, other] }), '2030-06-22').seasonId).toBe('s1');
    });
  });

  describe('stay limits: the night override, else the season, else the unit', () => {
    const list = days({
      unit: { ...unit, checkInDays: [5, 6] },
      seasons: [
        {
          id: 's1',
          startDate: '2030-06-22',
          endDate: '2030-06-24',
          nightly: 120,
          minimumStayNights: 5,
          maxStayNights: 7,
          checkInDays: [0],
        },
      ],
      settings: [{ day: '2030-06-23', pricePerNight: null, minStayNights: 1, maxStayNights: 30 }],
    });
    it.each([
      ['2030-06-21', 2, 14, true], // Friday, the unit's check-in day
      ['2030-06-22', 5, 7, false], // Saturday: the season allows Sundays only
      ['2030-06-23', 1, 30, true], // Sunday, override of min and max
      ['2030-06-24', 5, 7, false],
      ['2030-06-25', 2, 14, false], // Tuesday
      ['2030-06-28', 2, 14, true], // Friday
    ] as const)('%s: min %i max %i, check-in %s', (date, min, max, checkIn) => {
      expect(on(list, date)).toMatchObject({
        minStayNights: min,
        maxStayNights: max,
        checkInAllowed: checkIn,
      });
    });

    it('allows check-in any day and any length when the unit sets no limit', () => {
      const list2 = days({ unit: { ...unit, maxNights: null } });
      expect(list2.every((day) => day.checkInAllowed && day.maxStayNights === null)).toBe(true);
    });
  });

  describe('blocked reasons', () => {
    it.each([
      [
        'a stay holds it',
        { holds: { ...noHolds, stays: [{ dateFrom: '2030-06-20', dateTo: '2030-06-22' }] } },
        ['stay', 'stay', null],
      ],
      [
        'a manual block',
        { holds: { ...noHolds, manual: [{ dateFrom: '2030-06-21', dateTo: '2030-06-22' }] } },
        [null, 'manual', null],
      ],
      [
        'an imported block',
        { holds: { ...noHolds, external: [{ dateFrom: '2030-06-22', dateTo: '2030-06-23' }] } },
        [null, null, 'external'],
      ],
      [
        'preparation nights after the check-out',
        {
          unit: { ...unit, preparationDays: 2 },
          holds: { ...noHolds, stays: [{ dateFrom: '2030-06-15', dateTo: '2030-06-21' }] },
        },
        ['stay', 'preparation', 'preparation'],
      ],
      ['calendar blocked', { unit: { ...unit, calendarStatus: 'BLOCKED' } }, ['closed', 'closed', 'closed']],
      ['calendar paused', { unit: { ...unit, calendarStatus: 'PAUSED' } }, ['closed', 'closed', 'closed']],
      ['calendar neutral', { unit: { ...unit, calendarStatus: 'NEUTRAL' } }, [null, null, null]],
    ] as const)('%s', (_, overrides, expected) => {
      const list = days(overrides as Partial<CalendarDaysInput>, '2030-06-20', 3);
      expect(list.map((day) => day.blockedReason)).toEqual(expected);
      expect(list.map((day) => day.availability)).toEqual(
        expected.map((reason) => (reason ? 'blocked' : 'available')),
      );
    });

    it('shows a stay before a manual block before an imported one before the unit rules', () => {
      const night = { dateFrom: '2030-06-20', dateTo: '2030-06-21' };
      const closedUnit = { ...unit, calendarStatus: 'PAUSED' as const, preparationDays: 3 };
      const all = { stays: [night], manual: [night], external: [night] };
      expect(days({ unit: closedUnit, holds: all }, '2030-06-20', 1)[0]?.blockedReason).toBe('stay');
      expect(
        days({ unit: closedUnit, holds: { ...all, stays: [] } }, '2030-06-20', 1)[0]?.blockedReason,
      ).toBe('manual');
      expect(
        days({ unit: closedUnit, holds: { stays: [], manual: [], external: [night] } }, '2030-06-20', 1)[0]
          ?.blockedReason,
      ).toBe('external');
    });

    it('closes the past, and the nights before today plus the minimum notice', () => {
      const list = days({ unit: { ...unit, minimumNoticeDays: 2 } }, '2030-06-08', 6);
      expect(list.map((day) => [day.date, day.blockedReason])).toEqual([
        ['2030-06-08', 'notice'],
        ['2030-06-09', 'notice'],
        ['2030-06-10', 'notice'],
        ['2030-06-11', 'notice'],
        ['2030-06-12', null],
        ['2030-06-13', null],
      ]);
      expect(days({}, '2030-06-09', 2).map((day) => day.blockedReason)).toEqual(['notice', null]);
    });

    it('closes the nights beyond the booking window', () => {
      const list = days({ unit: { ...unit, bookingWindowDays: 30 } }, addDays(today, 29), 3);
      expect(list.map((day) => day.blockedReason)).toEqual([null, null, 'window']);
    });
  });

  describe('promotions: the best active one that applies to the night', () => {
    const at = (daysAhead: number, promotions: CalendarDaysInput['promotions']) =>
      days({ promotions }, addDays(today, daysAhead), 1)[0];

    it.each([
      ['a plain discount applies every night', 20, [activeDiscount(10)], 90],
      ['an inactive one does not', 20, [{ ...activeDiscount(10), status: 'INACTIVE' as const }], null],
      ['the larger of two wins, they never add up', 20, [activeDiscount(10), activeDiscount(15)], 85],
      ['early bird far enough ahead', EARLY_BIRD_MIN_DAYS_AHEAD, [promo('early_bird', 20)], 80],
      ['early bird not sooner', EARLY_BIRD_MIN_DAYS_AHEAD - 1, [promo('early_bird', 20)], null],
      ['last minute today', 0, [promo('last_minute', 25)], 75],
      ['last minute at its limit', LAST_MINUTE_MAX_DAYS_AHEAD, [promo('last_minute', 25)], 75],
      ['last minute not later', LAST_MINUTE_MAX_DAYS_AHEAD + 1, [promo('last_minute', 25)], null],
      ['long stay depends on the stay, never on one night', 20, [promo('long_stay', 30)], null],
    ] as const)('%s', (_, daysAhead, promotions, promoted) => {
      expect(at(daysAhead, promotions)).toMatchObject({ nightly: 100, promotedNightly: promoted });
    });

    it('discounts the season or override price, rounded to the cent', () => {
      const list = days(
        {
          seasons: [
            { id: 's', startDate: '2030-06-20', endDate: '2030-06-20', nightly: 99.99, minimumStayNights: 1 },
          ],
          settings: [{ day: '2030-06-21', pricePerNight: 3_333, minStayNights: null, maxStayNights: null }],
          promotions: [activeDiscount(15)],
        },
        '2030-06-20',
        2,
      );
      expect(list.map((day) => day.promotedNightly)).toEqual([84.99, 28.33]);
    });
  });

  it.each([
    [{ minStayNights: 5, maxStayNights: 4 }, true],
    [{ minStayNights: 5, maxStayNights: 5 }, false],
    [{ minStayNights: null, maxStayNights: 1 }, false],
    [{ minStayNights: 3, maxStayNights: null }, false],
  ])('stay limits %o: maximum below minimum %s', (limits, below) => {
    expect(isMaxStayBelowMin(limits)).toBe(below);
  });
});

function promo(type: 'early_bird' | 'last_minute' | 'long_stay' | 'discount', discountPercent: number) {
  return { type, discountPercent, status: 'ACTIVE' as const };
}
function activeDiscount(discountPercent: number) {
  return promo('discount', discountPercent);
}

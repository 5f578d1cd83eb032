import { describe, expect, it } from 'vitest';
import {
  seasonHoldingNight,
  stayRulesInForce,
  stayRuleViolations,
  weekdayOf,
  type StayRulesSource,
  type UnitStayRules,
} from './stay-rules.rules';

const open: UnitStayRules = {
  minStayNights: 1,
  maxStayNights: null,
  minimumNoticeDays: null,
  preparationDays: 0,
  bookingWindowDays: null,
  checkInDays: null,
};
const unitWith = (rules: Partial<UnitStayRules>): StayRulesSource => ({
  unit: { ...open, ...rules },
  seasons: [],
});
const codesOf = (violations: ReturnType<typeof stayRuleViolations>) =>
  violations.map((violation) => `${violation.code}@${violation.field}`);

// 2030-06-03 is a Monday.
const TODAY = '2030-06-03';

describe('stay rules (issue 14: minimum and maximum stay, notice, window, check-in days, preparation)', () => {
  it.each([
    ['exactly the minimum', 3, '2030-07-01', '2030-07-04', []],
    ['one night below the minimum', 3, '2030-07-01', '2030-07-03', ['stayRules.minStay@checkOut']],
    ['one night, minimum 1', 1, '2030-07-01', '2030-07-02', []],
  ])('minimum stay: %s', (_case, minStayNights, checkIn, checkOut, codes) => {
    expect(codesOf(stayRuleViolations({ checkIn, checkOut }, unitWith({ minStayNights }), TODAY))).toEqual(
      codes,
    );
  });

  it.each([
    ['exactly the maximum', 7, '2030-07-08', []],
    ['one night above the maximum', 7, '2030-07-09', ['stayRules.maxStay@checkOut']],
    ['no maximum', null, '2030-12-01', []],
  ])('maximum stay: %s', (_case, maxStayNights, checkOut, codes) => {
    const violations = stayRuleViolations(
      { checkIn: '2030-07-01', checkOut },
      unitWith({ maxStayNights }),
      TODAY,
    );
    expect(codesOf(violations)).toEqual(codes);
  });

  it.each([
    ['notice 0: same day', 0, '2030-06-03', []],
    ['notice 0: yesterday', 0, '2030-06-02', ['stayRules.notice@checkIn']],
    ['no notice set: same day', null, '2030-06-03', []],
    ['no notice set: yesterday', null, '2030-06-02', ['stayRules.notice@checkIn']],
    ['notice 2: exactly two days ahead', 2, '2030-06-05', []],
    ['notice 2: one day ahead', 2, '2030-06-04', ['stayRules.notice@checkIn']],
    ['notice 7: six days ahead', 7, '2030-06-09', ['stayRules.notice@checkIn']],
  ])('minimum notice: %s', (_case, minimumNoticeDays, checkIn, codes) => {
    const stay = { checkIn, checkOut: '2030-06-20' };
    expect(codesOf(stayRuleViolations(stay, unitWith({ minimumNoticeDays }), TODAY))).toEqual(codes);
  });

  it.each([
    ['the last day the window reaches', 30, '2030-07-03', []],
    ['one day beyond the window', 30, '2030-07-04', ['stayRules.window@checkIn']],
    ['a window of 1: tomorrow', 1, '2030-06-04', []],
    ['no window: years ahead', null, '2040-01-01', []],
  ])('booking window: %s', (_case, bookingWindowDays, checkIn, codes) => {
    const stay = { checkIn, checkOut: '2040-02-01' };
    expect(codesOf(stayRuleViolations(stay, unitWith({ bookingWindowDays }), TODAY))).toEqual(codes);
  });

  it('counts weekdays from Sunday = 0', () => {
    expect(['2030-06-02', '2030-06-03', '2030-06-08'].map(weekdayOf)).toEqual([0, 1, 6]);
  });

  it.each([
    ['Saturday, Saturdays allowed', [6], '2030-06-08', []],
    ['Sunday, only Saturdays allowed', [6], '2030-06-09', ['stayRules.checkInDay@checkIn']],
    ['Sunday among Saturday and Sunday', [6, 0], '2030-06-09', []],
    ['any day when none are set', null, '2030-06-11', []],
  ])('check-in day: %s', (_case, checkInDays, checkIn, codes) => {
    const stay = { checkIn, checkOut: '2030-06-30' };
    expect(codesOf(stayRuleViolations(stay, unitWith({ checkInDays }), TODAY))).toEqual(codes);
  });

  it('names the allowed weekdays in order as the limit of a forbidden check-in day', () => {
    const [violation] = stayRuleViolations(
      { checkIn: '2030-06-09', checkOut: '2030-06-16' },
      unitWith({ checkInDays: [6, 3] }),
      TODAY,
    );
    expect(violation).toEqual({ code: 'stayRules.checkInDay', field: 'checkIn', limit: [3, 6] });
  });

  const neighbour = { checkIn: '2030-07-10', checkOut: '2030-07-15' };
  it.each([
    [
      'check-in on the day the other checks out, 1 day kept',
      1,
      '2030-07-15',
      '2030-07-18',
      ['stayRules.preparation@checkIn'],
    ],
    ['check-in one day after, 1 day kept', 1, '2030-07-16', '2030-07-19', []],
    ['check-in one day after, 2 days kept', 2, '2030-07-16', '2030-07-19', ['stayRules.preparation@checkIn']],
    [
      'check-out on the other check-in day, 1 day kept',
      1,
      '2030-07-06',
      '2030-07-10',
      ['stayRules.preparation@checkOut'],
    ],
    ['check-out a day before the other check-in, 1 day kept', 1, '2030-07-05', '2030-07-09', []],
    ['back to back, none kept', 0, '2030-07-15', '2030-07-18', []],
    ['far apart, 3 days kept', 3, '2030-08-01', '2030-08-05', []],
  ])('preparation days: %s', (_case, preparationDays, checkIn, checkOut, codes) => {
    const violations = stayRuleViolations({ checkIn, checkOut }, unitWith({ preparationDays }), TODAY, [
      neighbour,
    ]);
    expect(codesOf(violations)).toEqual(codes);
  });

  it('a stay squeezed between two others breaks preparation on both ends', () => {
    const violations = stayRuleViolations(
      { checkIn: '2030-07-15', checkOut: '2030-07-20' },
      unitWith({ preparationDays: 1 }),
      TODAY,
      [neighbour, { checkIn: '2030-07-20', checkOut: '2030-07-22' }],
    );
    expect(codesOf(violations)).toEqual(['stayRules.preparation@checkIn', 'stayRules.preparation@checkOut']);
  });

  describe('seasons override the unit for stays checking in during them', () => {
    const source: StayRulesSource = {
      unit: { ...open, minStayNights: 2, maxStayNights: 14, checkInDays: null },
      seasons: [
        {
          startDate: '2030-07-01',
          endDate: '2030-08-31',
          minStayNights: 7,
          maxStayNights: null,
          checkInDays: [6],
        },
      ],
    };

    it.each([
      ['the night before the season', '2030-06-30', null],
      ['the first night', '2030-07-01', '2030-07-01'],
      ['the last night', '2030-08-31', '2030-07-01'],
      ['the night after', '2030-09-01', null],
    ])('the season holding %s', (_case, night, start) => {
      expect(seasonHoldingNight(night, source.seasons)?.startDate ?? null).toBe(start);
    });

    it('takes the minimum and maximum stay set on the check-in night over the season', () => {
      const withNight = { ...source, checkInNight: { minStayNights: 3, maxStayNights: null } };
      expect(stayRulesInForce('2030-07-06', withNight)).toMatchObject({
        minStayNights: 3,
        maxStayNights: 14,
        checkInDays: [6],
      });
      const stay = { checkIn: '2030-07-06', checkOut: '2030-07-09' };
      expect(stayRuleViolations(stay, withNight, TODAY)).toEqual([]);
      expect(codesOf(stayRuleViolations(stay, source, TODAY))).toEqual(['stayRules.minStay@checkOut']);
    });

    it('keeps the unit maximum where the season sets none', () => {
      expect(stayRulesInForce('2030-07-06', source)).toMatchObject({
        minStayNights: 7,
        maxStayNights: 14,
        checkInDays: [6],
      });
    });

    it.each([
      ['3 nights from a Saturday in the season', '2030-07-06', '2030-07-09', ['stayRules.minStay@checkOut']],
      ['7 nights from a Sunday in the season', '2030-07-07', '2030-07-14', ['stayRules.checkInDay@checkIn']],
      ['7 nights from a Saturday in the season', '2030-07-06', '2030-07-13', []],
      ['3 nights from a Sunday before it, ending inside it', '2030-06-23', '2030-06-26', []],
      [
        '3 nights checking in on its last night (a Saturday)',
        '2030-08-31',
        '2030-09-03',
        ['stayRules.minStay@checkOut'],
      ],
      ['15 nights from a Saturday in the season', '2030-07-06', '2030-07-21', ['stayRules.maxStay@checkOut']],
    ])('%s', (_case, checkIn, checkOut, codes) => {
      expect(codesOf(stayRuleViolations({ checkIn, checkOut }, source, TODAY))).toEqual(codes);
    });
  });
});

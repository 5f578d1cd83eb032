import { describe, expect, it } from 'vitest';
import { putUnitStayRulesBodySchema } from './stay-rules.schemas';

const unit = {
  minStayNights: 2,
  maxStayNights: 14,
  minimumNoticeDays: 1,
  preparationDays: 1,
  bookingWindowDays: 365,
  checkInDays: [6],
};
const season = { seasonId: 's1', minStayNights: 7, maxStayNights: null, checkInDays: null };

/** Each issue as `path:rule-or-code`. */
function issuesOf(body: unknown): string[] {
  const result = putUnitStayRulesBodySchema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const rule = (issue as { params?: { rule?: string } }).params?.rule;
    return `${issue.path.join('.')}:${rule ?? issue.code}`;
  });
}

describe('PUT stay-rules body', () => {
  it.each([
    ['the full rules', { unit, seasons: [season] }, []],
    [
      'no limits at all',
      {
        unit: {
          ...unit,
          maxStayNights: null,
          bookingWindowDays: null,
          checkInDays: null,
          minimumNoticeDays: null,
        },
        seasons: [],
      },
      [],
    ],
    ['max equal to min', { unit: { ...unit, maxStayNights: 2 }, seasons: [] }, []],
    [
      'max below min',
      { unit: { ...unit, maxStayNights: 1 }, seasons: [] },
      ['unit.maxStayNights:maxStayBelowMin'],
    ],
    [
      'a season minimum above the unit maximum it inherits',
      { unit, seasons: [{ ...season, minStayNights: 15 }] },
      ['seasons.0.minStayNights:maxStayBelowMin'],
    ],
    [
      'a season maximum below its minimum',
      { unit, seasons: [{ ...season, maxStayNights: 6 }] },
      ['seasons.0.maxStayNights:maxStayBelowMin'],
    ],
    ['no check-in day', { unit: { ...unit, checkInDays: [] }, seasons: [] }, ['unit.checkInDays:too_small']],
    ['weekday 7', { unit: { ...unit, checkInDays: [7] }, seasons: [] }, ['unit.checkInDays.0:too_big']],
    ['weekday -1', { unit: { ...unit, checkInDays: [-1] }, seasons: [] }, ['unit.checkInDays.0:too_small']],
    [
      'a weekday twice',
      { unit: { ...unit, checkInDays: [6, 6] }, seasons: [] },
      ['unit.checkInDays:duplicateItems'],
    ],
    ['a season twice', { unit, seasons: [season, season] }, ['seasons:duplicateItems']],
    [
      'notice 4 (not an option)',
      { unit: { ...unit, minimumNoticeDays: 4 }, seasons: [] },
      ['unit.minimumNoticeDays:invalid_union'],
    ],
    ['an unknown field', { unit: { ...unit, colour: 'red' }, seasons: [] }, ['unit:unrecognized_keys']],
    [
      '31 preparation days',
      { unit: { ...unit, preparationDays: 31 }, seasons: [] },
      ['unit.preparationDays:too_big'],
    ],
    [
      'a window of 0 days',
      { unit: { ...unit, bookingWindowDays: 0 }, seasons: [] },
      ['unit.bookingWindowDays:too_small'],
    ],
  ])('%s', (_case, body, issues) => {
    expect(issuesOf(body)).toEqual(issues);
  });
});

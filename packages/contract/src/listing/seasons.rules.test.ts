import { describe, expect, it } from 'vitest';
import { putUnitSeasonsBodySchema } from './seasons.schemas';
import { seasonIssues } from './seasons.rules';

const season = (startDate: string, endDate: string) => ({ startDate, endDate });

describe('seasonIssues', () => {
  it.each([
    ['separate seasons', [season('2027-06-01', '2027-06-30'), season('2027-07-01', '2027-07-31')], []],
    ['a one-night season', [season('2027-06-01', '2027-06-01')], []],
    ['an end before the start', [season('2027-06-02', '2027-06-01')], ['0:endDate:endBeforeStart']],
    [
      'a shared last/first night',
      [season('2027-06-01', '2027-06-30'), season('2027-06-30', '2027-07-10')],
      ['1:startDate:overlaps'],
    ],
    [
      'a season inside another',
      [season('2027-06-01', '2027-08-31'), season('2027-07-01', '2027-07-10')],
      ['1:startDate:overlaps'],
    ],
  ])('%s', (_name, seasons, expected) => {
    expect(seasonIssues(seasons).map((issue) => `${issue.index}:${issue.field}:${issue.code}`)).toEqual(
      expected,
    );
  });

  it('puts the issues on the field of the body', () => {
    const result = putUnitSeasonsBodySchema.safeParse({
      seasons: [
        {
          name: 'Summer',
          startDate: '2027-06-01',
          endDate: '2027-08-31',
          nightly: 120,
          minimumStayNights: 3,
        },
        { name: 'July', startDate: '2027-07-01', endDate: '2027-07-31', nightly: 150, minimumStayNights: 7 },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['seasons.1.startDate']);
  });

  it('refuses prices and stays outside the limits (spec §5)', () => {
    const base = { name: 'Low', startDate: '2027-01-01', endDate: '2027-01-31' };
    for (const [nightly, minimumStayNights, ok] of [
      [1, 1, true],
      [0.99, 1, false],
      [1_000_000, 200, true],
      [1_000_001, 1, false],
      [50, 201, false],
      [50, 0, false],
    ] as const) {
      const parsed = putUnitSeasonsBodySchema.safeParse({
        seasons: [{ ...base, nightly, minimumStayNights }],
      });
      expect(parsed.success, `${nightly}/${minimumStayNights}`).toBe(ok);
    }
  });
});

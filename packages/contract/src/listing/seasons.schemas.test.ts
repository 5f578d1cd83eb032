import { describe, expect, it } from 'vitest';
import { putUnitSeasonsBodySchema } from './seasons.schemas';

const season = (changes: Record<string, unknown> = {}) => ({
  name: 'Summer',
  startDate: '2026-07-01',
  endDate: '2026-08-31',
  nightly: 150,
  minimumStayNights: 3,
  ...changes,
});

const issuesOf = (seasons: unknown[]) =>
  (putUnitSeasonsBodySchema.safeParse({ seasons }).error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    rule: (issue as { params?: { rule?: string } }).params?.rule,
  }));

describe('PUT seasons body', () => {
  it('takes ordered, separate seasons priced to the cent', () => {
    expect(
      issuesOf([
        season(),
        season({ name: 'Autumn', startDate: '2026-09-01', endDate: '2026-10-15', nightly: 99.5 }),
      ]),
    ).toEqual([]);
  });

  it('refuses dates that do not exist', () => {
    expect(issuesOf([season({ startDate: '2026-02-30', endDate: '2026-13-01' })])).toEqual([
      { path: 'seasons.0.startDate', rule: undefined },
      { path: 'seasons.0.endDate', rule: undefined },
    ]);
  });

  it('refuses a price with a third decimal', () => {
    expect(issuesOf([season({ nightly: 150.555 })])).toEqual([
      { path: 'seasons.0.nightly', rule: 'wholeCents' },
    ]);
  });

  it('names the rule of a season that ends before it starts or overlaps another', () => {
    expect(issuesOf([season({ startDate: '2026-08-31', endDate: '2026-07-01' })])).toEqual([
      { path: 'seasons.0.endDate', rule: 'seasonEndsBeforeStart' },
    ]);
    expect(
      issuesOf([season(), season({ name: 'Late summer', startDate: '2026-08-31', endDate: '2026-09-10' })]),
    ).toEqual([{ path: 'seasons.1.startDate', rule: 'seasonsOverlap' }]);
  });
});

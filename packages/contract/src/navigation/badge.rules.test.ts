import { describe, expect, it } from 'vitest';
import { badgeLabel, hasBadge } from './badge.rules';

describe('badgeLabel (spec §9: counts shown only when ≤ 10)', () => {
  it.each([
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [1, '1'],
    [9, '9'],
    [10, '10'],
    [11, ''],
    [250, ''],
  ])('%d → %j', (count, label) => {
    expect(badgeLabel(count)).toBe(label);
  });

  it('shows a badge (dot) above 10 and none at 0', () => {
    expect(hasBadge(11)).toBe(true);
    expect(hasBadge(0)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isTourForced, shouldShowWelcomeTour } from './welcome-tour.rules';

const seen = [
  { interactionType: 'welcome_tour_seen' as const, createdAt: '2030-01-01T00:00:00Z', interacted: true },
];
const other = [
  { interactionType: 'preview_info_dismissed' as const, createdAt: '2030-01-01T00:00:00Z', interacted: true },
];

describe('welcome tour visibility (spec §2)', () => {
  it.each([
    ['migrated, not seen', 'migrated', other, false, true],
    ['migrated, no interactions yet', 'migrated', [], false, true],
    ['migrated, seen', 'migrated', seen, false, false],
    ['migrated, interactions not loaded', 'migrated', undefined, false, false],
    ['registered, not seen', 'registration', [], false, false],
    ['registered, forced', 'registration', [], true, true],
    ['migrated, seen, forced', 'migrated', seen, true, true],
  ] as const)('%s → %s', (_name, accountSource, interactions, forced, expected) => {
    expect(
      shouldShowWelcomeTour({
        accountSource,
        interactions: interactions ? [...interactions] : undefined,
        forced,
      }),
    ).toBe(expected);
  });

  it.each([
    ['?tour=1', true],
    ['?a=b&tour=1', true],
    ['?tour=0', false],
    ['', false],
  ])('%s forced: %s', (search, expected) => {
    expect(isTourForced(search)).toBe(expected);
  });
});

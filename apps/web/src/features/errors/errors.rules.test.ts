import { describe, expect, it } from 'vitest';
import { allFeatures } from '@/shared/ui/testing/fixtures';
import { notFoundTarget } from './errors.rules';

describe('404 / 500 button target (spec §2, §8)', () => {
  it.each([
    ['host who sees bookings', allFeatures, { kind: 'upcomingBookings', to: '/reservations/upcoming' }],
    [
      'host without the bookings view',
      { ...allFeatures, bookingsViewAvailable: false },
      { kind: 'home', to: '/home' },
    ],
    ['unknown host', undefined, { kind: 'home', to: '/home' }],
  ])('%s', (_name, features, expected) => {
    expect(notFoundTarget(features)).toEqual(expected);
  });
});

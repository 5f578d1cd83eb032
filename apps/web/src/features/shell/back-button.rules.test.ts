import { describe, expect, it } from 'vitest';
import { getBackTarget } from './back-button.rules';

describe('back button target (spec §2)', () => {
  it.each([
    ['/booking-request-details/b-1', 2, '/reservations/requests'],
    ['/booking-request-details/b-1', 0, '/reservations/confirmed'],
    ['/booking-request-confirmation/b-1', 1, '/reservations/requests'],
    ['/booking-request-confirmation/b-1', 0, '/reservations/confirmed'],
    ['/booking-details/b-1', 3, '/reservations/all'],
    ['/inquiries/i-1', 0, '/reservations/inquiries'],
    ['/messages/archived/c-1', 0, '/messages/archived'],
    ['/properties/p-1', 0, '/properties'],
    ['/properties/p-1/about', 0, '/properties'],
    ['/properties/p-1/units/u-1/photos', 0, '/properties/p-1'],
    ['/properties/p-1/units/u-1/manage-subscription', 0, '/properties/p-1/units/u-1'],
    ['/checklist/p-1/u-1', 0, '/properties'],
  ])('%s with %i pending → %s', (pathname, pendingRequestsCount, expected) => {
    expect(getBackTarget({ pathname, pendingRequestsCount })).toBe(expected);
  });

  it.each([
    '/home',
    '/calendar',
    '/calendar/u-1',
    '/reservations/requests',
    '/messages',
    '/properties',
    '/insights/earnings',
  ])('list and top-level page %s has no back button', (pathname) => {
    expect(getBackTarget({ pathname, pendingRequestsCount: 5 })).toBeNull();
  });
});

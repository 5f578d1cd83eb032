import type { AppFeatures } from '@hostdeck/contract/user/user.schemas';
import { describe, expect, it } from 'vitest';
import {
  decideAccess,
  decideFrontDoor,
  isFeatureAllowed,
  isOpenPath,
  legacyBookingsTarget,
  legacyListingTarget,
  reservationTabRedirect,
  safeReturnPath,
  type FeatureRequirement,
} from './access.rules';

const noFeatures: AppFeatures = {
  bookingsAvailable: false,
  bookingsViewAvailable: false,
  commissionApplicable: false,
  inquiriesAvailable: false,
  inquiriesViewAvailable: false,
  subscriptionApplicable: false,
  isSubscriptionCheckoutAvailable: false,
  isB2B: false,
};

describe('isOpenPath', () => {
  it.each([
    ['/landing', true],
    ['/login', true],
    ['/register', true],
    ['/campaign', true],
    ['/auth-callback', true],
    ['/silent-callback', true],
    ['/legal', true],
    ['/legal/atc', true],
    ['/guest/login', true],
    ['/guest/chat', true],
    ['/redirect/platform/login', true],
    ['/login/', true],
    ['/', false],
    ['/home', false],
    ['/calendar', false],
    ['/legalese', false],
    ['/guests', false],
    ['/staff', false],
  ])('%s → %s', (path, open) => {
    expect(isOpenPath(path)).toBe(open);
  });
});

describe('decideAccess', () => {
  it.each([
    [
      { pathname: '/calendar', search: '', isAuthenticated: false },
      { kind: 'login', returnTo: '/calendar' },
    ],
    [
      { pathname: '/reservations/all', search: '?page=2', isAuthenticated: false },
      { kind: 'login', returnTo: '/reservations/all?page=2' },
    ],
    [{ pathname: '/calendar', search: '', isAuthenticated: true }, { kind: 'allow' }],
    [{ pathname: '/legal/atc', search: '', isAuthenticated: false }, { kind: 'allow' }],
    [{ pathname: '/guest/chat', search: '', isAuthenticated: false }, { kind: 'allow' }],
    [
      { pathname: '//evil.test', search: '', isAuthenticated: false },
      { kind: 'login', returnTo: '/' },
    ],
  ])('%o → %o', (input, expected) => {
    expect(decideAccess(input)).toEqual(expected);
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/calendar?x=1', '/calendar?x=1'],
    [null, '/'],
    ['', '/'],
    ['https://evil.test/', '/'],
    ['//evil.test/x', '/'],
    ['/\\evil.test', '/'],
    ['javascript:alert(1)', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});

describe('isFeatureAllowed', () => {
  const cases: [FeatureRequirement, Partial<AppFeatures>, boolean][] = [
    ['bookingsList', {}, false],
    ['bookingsList', { bookingsViewAvailable: true }, true],
    ['bookingsList', { inquiriesViewAvailable: true }, true],
    ['bookingsList', { bookingsAvailable: true, inquiriesAvailable: true }, false],
    ['inquiryDetails', { bookingsViewAvailable: true }, false],
    ['inquiryDetails', { inquiriesViewAvailable: true }, true],
    ['commission', {}, false],
    ['commission', { subscriptionApplicable: true }, false],
    ['commission', { commissionApplicable: true }, true],
  ];
  it.each(cases)('%s with %o → %s', (requirement, features, allowed) => {
    expect(isFeatureAllowed(requirement, { ...noFeatures, ...features })).toBe(allowed);
  });
});

describe('decideFrontDoor', () => {
  const host = { role: 'host', isImpersonating: false } as const;
  const staff = { role: 'staff', isImpersonating: false } as const;
  const staffActingAsHost = { role: 'host', isImpersonating: true } as const;
  it.each([
    [
      { isAuthenticated: false, overviewEnabled: true, user: undefined },
      { kind: 'login', returnTo: '/' },
    ],
    [{ isAuthenticated: true, overviewEnabled: true, user: undefined }, { kind: 'wait' }],
    [
      { isAuthenticated: true, overviewEnabled: true, user: host },
      { kind: 'navigate', to: '/home' },
    ],
    [
      { isAuthenticated: true, overviewEnabled: false, user: host },
      { kind: 'navigate', to: '/calendar' },
    ],
    [
      { isAuthenticated: true, overviewEnabled: true, user: staff },
      { kind: 'navigate', to: '/staff' },
    ],
    [
      { isAuthenticated: true, overviewEnabled: true, user: staffActingAsHost },
      { kind: 'navigate', to: '/home' },
    ],
  ])('%o → %o', (input, expected) => {
    expect(decideFrontDoor(input)).toEqual(expected);
  });
});

describe('legacy redirects', () => {
  it.each([
    ['', '', '/reservations/all'],
    ['requests', '', '/reservations/requests'],
    ['inquiries-archived', '?page=3', '/reservations/inquiries-archived?page=3'],
    ['B-123', '', '/booking-details/B-123'],
    ['B-123/details', '', '/booking-details/B-123'],
  ])('/bookings/%s%s → %s', (splat, search, expected) => {
    expect(legacyBookingsTarget(splat, search)).toBe(expected);
  });

  it('sends the old unit address to /listing with the unit', () => {
    expect(legacyListingTarget('p1', 'u2')).toBe('/listing?propertyId=p1&unitId=u2');
  });

  it.each([
    ['requests', null],
    ['inquiries', null],
    ['nope', '/reservations/all'],
    [undefined, '/reservations/all'],
  ])('reservations tab %s → %s', (tab, expected) => {
    expect(reservationTabRedirect(tab)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { allFeatures } from '@/shared/ui/testing/fixtures';
import {
  accountMenuTarget,
  getAccountMenuItems,
  getMobileNavItems,
  getTopNavItems,
  isNavItemActive,
  selectedUnitIdFromPath,
  showsInboxIcon,
  statisticsPath,
  type NavigationInput,
} from './navigation.rules';

const base: NavigationInput = {
  appFeatures: allFeatures,
  overviewPage: true,
  helpCenterLink: true,
  helpCenterUrl: 'https://help.example.test',
  mobileOverviewEnabled: true,
  pendingRequestsCount: 0,
};
const noReservations = { ...allFeatures, bookingsViewAvailable: false, inquiriesViewAvailable: false };
const subscriptionOnly = { ...allFeatures, commissionApplicable: false };

describe('top navigation', () => {
  it.each([
    [
      'everything on',
      base,
      ['overview', 'inbox', 'calendar', 'reservations', 'properties', 'statistics', 'helpCenter'],
    ],
    [
      'overview off for this host',
      { ...base, overviewPage: false },
      ['inbox', 'calendar', 'reservations', 'properties', 'statistics', 'helpCenter'],
    ],
    [
      'help centre flag off',
      { ...base, helpCenterLink: false },
      ['overview', 'inbox', 'calendar', 'reservations', 'properties', 'statistics'],
    ],
    [
      'help centre flag on but no address',
      { ...base, helpCenterUrl: '' },
      ['overview', 'inbox', 'calendar', 'reservations', 'properties', 'statistics'],
    ],
    [
      'no bookings or inquiries view',
      { ...base, appFeatures: noReservations },
      ['overview', 'inbox', 'calendar', 'properties', 'statistics', 'helpCenter'],
    ],
    [
      'inquiries view only',
      { ...base, appFeatures: { ...noReservations, inquiriesViewAvailable: true } },
      ['overview', 'inbox', 'calendar', 'reservations', 'properties', 'statistics', 'helpCenter'],
    ],
  ])('%s', (_name, input, expected) => {
    expect(getTopNavItems(input).map((item) => item.id)).toEqual(expected);
  });

  it('opens the help centre externally and badges inbox and reservations', () => {
    const items = getTopNavItems(base);
    expect(items.find((item) => item.id === 'helpCenter')).toMatchObject({
      to: 'https://help.example.test',
      external: true,
    });
    expect(items.find((item) => item.id === 'inbox')?.badge).toBe('unreadMessages');
    expect(items.find((item) => item.id === 'reservations')?.badge).toBe('pendingReservations');
    expect(items.filter((item) => item.badge === null).map((item) => item.id)).toEqual([
      'overview',
      'calendar',
      'properties',
      'statistics',
      'helpCenter',
    ]);
  });

  it.each([
    [0, '/reservations/confirmed'],
    [1, '/reservations/requests'],
    [12, '/reservations/requests'],
  ])('reservations with %i pending requests open %s', (pendingRequestsCount, to) => {
    expect(
      getTopNavItems({ ...base, pendingRequestsCount }).find((item) => item.id === 'reservations')?.to,
    ).toBe(to);
  });
});

describe('statistics target', () => {
  it.each([
    ['commission applies', allFeatures, '/insights/earnings'],
    ['commission does not apply', subscriptionOnly, '/insights/performance'],
  ])('%s → %s', (_name, features, expected) => {
    expect(statisticsPath(features)).toBe(expected);
  });
});

describe('mobile footer navigation', () => {
  it.each([
    ['overview setting on', base, ['overview', 'calendar', 'statistics', 'reservations', 'properties']],
    [
      'overview setting off',
      { ...base, mobileOverviewEnabled: false },
      ['calendar', 'statistics', 'reservations', 'properties'],
    ],
    // The desktop host-config switch does not decide the mobile overview (spec §2: a setting does).
    [
      'desktop overview off, mobile on',
      { ...base, overviewPage: false },
      ['overview', 'calendar', 'statistics', 'reservations', 'properties'],
    ],
    [
      'no reservations view',
      { ...base, appFeatures: noReservations },
      ['overview', 'calendar', 'statistics', 'properties'],
    ],
  ])('%s', (_name, input, expected) => {
    expect(getMobileNavItems(input).map((item) => item.id)).toEqual(expected);
  });
});

describe('account menu entries', () => {
  const menu = {
    appFeatures: allFeatures,
    hasAchievements: false,
    earningDetails: false,
    helpCenterLink: false,
    isMobile: false,
  };
  it.each([
    [
      'commission host',
      menu,
      ['profile', 'billing', 'payout', 'pricing', 'localization', 'password', 'logout'],
    ],
    [
      'subscription host, no B2B',
      { ...menu, appFeatures: { ...subscriptionOnly, isSubscriptionCheckoutAvailable: true } },
      ['profile', 'billing', 'payment', 'localization', 'password', 'logout'],
    ],
    [
      'B2B without commission',
      { ...menu, appFeatures: { ...subscriptionOnly, isB2B: true } },
      ['profile', 'billing', 'pricing', 'localization', 'password', 'logout'],
    ],
    [
      'with achievements',
      { ...menu, hasAchievements: true },
      ['profile', 'achievements', 'billing', 'payout', 'pricing', 'localization', 'password', 'logout'],
    ],
    [
      'earning details flagged',
      { ...menu, earningDetails: true },
      ['profile', 'billing', 'payout', 'pricing', 'earnings', 'localization', 'password', 'logout'],
    ],
    [
      'help centre flagged',
      { ...menu, helpCenterLink: true },
      ['profile', 'billing', 'payout', 'pricing', 'localization', 'helpCenter', 'password', 'logout'],
    ],
    [
      'help centre on mobile',
      { ...menu, isMobile: true },
      ['profile', 'billing', 'payout', 'pricing', 'localization', 'helpCenter', 'password', 'logout'],
    ],
  ])('%s', (_name, input, expected) => {
    expect(getAccountMenuItems(input)).toEqual(expected);
  });

  it('sends password changes to the identity server and logout to its route', () => {
    const urls = { helpCenterUrl: 'https://help.example', accountPasswordUrl: 'http://id.example/password' };
    expect(accountMenuTarget('password', urls)).toBe('http://id.example/password');
    expect(accountMenuTarget('helpCenter', urls)).toBe('https://help.example');
    expect(accountMenuTarget('logout', urls)).toBe('/logout');
    expect(accountMenuTarget('billing', urls)).toBe('/account/billing');
  });
});

describe('small rules', () => {
  it('shows the inbox icon only when bookings are available (spec §6)', () => {
    expect(showsInboxIcon(allFeatures)).toBe(true);
    expect(showsInboxIcon({ ...allFeatures, bookingsAvailable: false })).toBe(false);
  });

  it.each([
    ['/calendar/u-1', 'u-1'],
    ['/calendar', null],
    ['/properties/p-1/units/u%202/photos', 'u 2'],
    ['/properties/p-1', null],
  ])('unit of %s is %s', (pathname, expected) => {
    expect(selectedUnitIdFromPath(pathname)).toBe(expected);
  });

  it('marks a section active on its pages only', () => {
    const [reservations] = getTopNavItems({ ...base, overviewPage: false }).filter(
      (item) => item.id === 'reservations',
    );
    expect(reservations && isNavItemActive(reservations, '/reservations/upcoming')).toBe(true);
    expect(reservations && isNavItemActive(reservations, '/reservations-old')).toBe(false);
  });
});

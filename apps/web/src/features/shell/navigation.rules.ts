import type { AppFeatures } from '@hostdeck/contract/user/user.schemas';
import { isComingSoonPath } from '@/app/coming-soon';
import { paths, type AccountTab } from '@/app/paths';

// Pure rules of the shell's navigation: which links, icons and account entries a host's features allow.
// The components only render what these return, so the rules are tested as tables.

export type TopNavItemId =
  'overview' | 'inbox' | 'calendar' | 'reservations' | 'properties' | 'statistics' | 'helpCenter';
export type MobileNavItemId = 'overview' | 'calendar' | 'statistics' | 'reservations' | 'properties';
export type NavBadgeSource = 'unreadMessages' | 'pendingReservations';

export interface NavItem<Id extends string = string> {
  id: Id;
  to: string;
  /** The section the link stands for: it is the current page anywhere under this path. */
  section: string;
  /** External links open in a new tab. */
  external: boolean;
  badge: NavBadgeSource | null;
  /** The section is not built yet: the link says so before the click. */
  comingSoon: boolean;
}

export interface NavigationInput {
  appFeatures: AppFeatures;
  /** Host config `features.overviewPage`: the overview is only for some users. */
  overviewPage: boolean;
  /** Host config `features.helpCenterLink`. */
  helpCenterLink: boolean;
  /** App settings `helpCenterUrls.helpCenter`. */
  helpCenterUrl: string;
  /** Public settings `mobileOverviewEnabled`: mobile shows the overview only when a setting enables it. */
  mobileOverviewEnabled: boolean;
  /** Pending booking requests; picks the reservations tab the links open. */
  pendingRequestsCount: number;
}

/** Statistics opens earnings when the host may see them (commission applies), else performance. */
export function statisticsPath(features: AppFeatures): string {
  return paths.insights(features.commissionApplicable ? 'earnings' : 'performance');
}

/** Reservations open on requests while any are pending, else on confirmed (as the back button does). */
export function reservationsPath(pendingRequestsCount: number): string {
  return paths.reservations(pendingRequestsCount > 0 ? 'requests' : 'confirmed');
}

/** The bookings list needs the bookings view or the inquiries view. */
export function canSeeReservations(features: AppFeatures): boolean {
  return features.bookingsViewAvailable || features.inquiriesViewAvailable;
}

function item<Id extends string>(
  id: Id,
  to: string,
  section: string,
  badge: NavBadgeSource | null = null,
  external = false,
): NavItem<Id> {
  return { id, to, section, external, badge, comingSoon: !external && isComingSoonPath(to) };
}

/** Whether a navigation item is the current section for this pathname. */
export function isNavItemActive(navItem: NavItem, pathname: string): boolean {
  if (navItem.external) return false;
  return pathname === navItem.section || pathname.startsWith(`${navItem.section}/`);
}

export function getTopNavItems(input: NavigationInput): NavItem<TopNavItemId>[] {
  const items: NavItem<TopNavItemId>[] = [];
  if (input.overviewPage) items.push(item('overview', paths.home, paths.home));
  items.push(item('inbox', paths.messages, paths.messages, 'unreadMessages'));
  items.push(item('calendar', paths.calendar(), paths.calendar()));
  if (canSeeReservations(input.appFeatures))
    items.push(
      item(
        'reservations',
        reservationsPath(input.pendingRequestsCount),
        '/reservations',
        'pendingReservations',
      ),
    );
  items.push(item('properties', paths.properties, paths.properties));
  items.push(item('statistics', statisticsPath(input.appFeatures), paths.insights()));
  if (input.helpCenterLink && input.helpCenterUrl)
    items.push(item('helpCenter', input.helpCenterUrl, input.helpCenterUrl, null, true));
  return items;
}

export function getMobileNavItems(input: NavigationInput): NavItem<MobileNavItemId>[] {
  const items: NavItem<MobileNavItemId>[] = [];
  if (input.mobileOverviewEnabled) items.push(item('overview', paths.home, paths.home));
  items.push(item('calendar', paths.calendar(), paths.calendar()));
  items.push(item('statistics', statisticsPath(input.appFeatures), paths.insights()));
  if (canSeeReservations(input.appFeatures))
    items.push(
      item(
        'reservations',
        reservationsPath(input.pendingRequestsCount),
        '/reservations',
        'pendingReservations',
      ),
    );
  items.push(item('properties', paths.properties, paths.properties));
  return items;
}

/** The inbox icon in the header is the messaging bell: only when bookings are available. */
export function showsInboxIcon(features: AppFeatures): boolean {
  return features.bookingsAvailable;
}

export type AccountMenuItemId =
  | 'profile'
  | 'achievements'
  | 'billing'
  | 'payout'
  | 'pricing'
  | 'payment'
  | 'earnings'
  | 'localization'
  | 'helpCenter'
  | 'password'
  | 'logout';

export interface AccountMenuInput {
  appFeatures: AppFeatures;
  /** Achievements come in a later issue; until then nobody has any. */
  hasAchievements: boolean;
  /** Host config `features.earningDetails`. */
  earningDetails: boolean;
  /** Host config `features.helpCenterLink`. */
  helpCenterLink: boolean;
  isMobile: boolean;
}

/** Account navigation entries in their fixed order, each shown only when the host may use it. */
export function getAccountMenuItems(input: AccountMenuInput): AccountMenuItemId[] {
  const f = input.appFeatures;
  const entries: [AccountMenuItemId, boolean][] = [
    ['profile', true],
    ['achievements', input.hasAchievements],
    ['billing', true],
    ['payout', f.commissionApplicable],
    ['pricing', f.commissionApplicable || f.isB2B],
    ['payment', f.isSubscriptionCheckoutAvailable],
    ['earnings', input.earningDetails],
    ['localization', true],
    ['helpCenter', input.isMobile || input.helpCenterLink],
    // Ours (the spec's list has none): the identity server's password page, from the host config.
    ['password', true],
    ['logout', true],
  ];
  return entries.filter(([, shown]) => shown).map(([id]) => id);
}

/**
 * Where an account menu entry leads: help centre and password change leave the app (the help site,
 * the identity server's page); logout is its own route; the rest are account tabs.
 */
export function accountMenuTarget(
  id: AccountMenuItemId,
  urls: { helpCenterUrl: string; accountPasswordUrl: string },
): string {
  if (id === 'helpCenter') return urls.helpCenterUrl;
  if (id === 'password') return urls.accountPasswordUrl;
  if (id === 'logout') return paths.logout;
  return paths.account(id satisfies AccountTab);
}

/** The unit a page is about, read from its address (calendar and unit pages). */
export function selectedUnitIdFromPath(pathname: string): string | null {
  const match =
    pathname.match(/^\/calendar\/([^/]+)/) ?? pathname.match(/^\/properties\/[^/]+\/units\/([^/]+)/);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** Whether two items render the same link (the shell keeps a link that did not change as it was). */
export function isSameNavItem(a: NavItem, b: NavItem): boolean {
  return (
    a.id === b.id &&
    a.to === b.to &&
    a.section === b.section &&
    a.external === b.external &&
    a.badge === b.badge &&
    a.comingSoon === b.comingSoon
  );
}

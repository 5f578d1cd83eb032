import type { AppFeatures, UserInfo } from '@hostdeck/contract/user/user.schemas';
import { isReservationTab, paths, type ReservationTab } from '@/app/paths';

// Pure route-guard decisions: open paths, sign-in and feature gates. Components only act on what these
// return, so the rules are tested as tables in access.rules.test.ts.

/** Paths anyone may open, signed in or not. Prefix entries cover their sub-paths. */
const OPEN_EXACT = new Set<string>([
  paths.landing,
  paths.login,
  paths.register,
  paths.campaign,
  paths.authCallback,
  paths.silentCallback,
  paths.logout,
]);
const OPEN_PREFIXES = ['/legal', '/guest', '/redirect'];

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isOpenPath(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  if (OPEN_EXACT.has(path)) return true;
  return OPEN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * A return path is only ever one of ours: a same-origin absolute path. Anything else
 * (`//evil.test`, `https://…`, `javascript:`) becomes the front door, so a crafted login link
 * cannot send a host elsewhere after sign-in.
 */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) {
    return paths.frontDoor;
  }
  return candidate;
}

export type AccessDecision = { kind: 'allow' } | { kind: 'login'; returnTo: string };

/**
 * Signed-in visitors go anywhere; logged-out visitors reach open paths only and are sent to the
 * identity server's login with the address they wanted, to come back to it afterwards.
 * (The landing page is reached through its own open paths, `/landing` and `/redirect/landing`;
 * see docs/decisions/0007-web-auth-session-and-guards.md.)
 */
export function decideAccess(input: {
  pathname: string;
  search: string;
  isAuthenticated: boolean;
}): AccessDecision {
  if (input.isAuthenticated || isOpenPath(input.pathname)) return { kind: 'allow' };
  return { kind: 'login', returnTo: safeReturnPath(`${input.pathname}${input.search}`) };
}

/** What a page needs from `appFeatures`. */
export type FeatureRequirement = 'bookingsList' | 'inquiryDetails' | 'commission';

export function isFeatureAllowed(requirement: FeatureRequirement, features: AppFeatures): boolean {
  switch (requirement) {
    case 'bookingsList':
      return features.bookingsViewAvailable || features.inquiriesViewAvailable;
    case 'inquiryDetails':
      return features.inquiriesViewAvailable;
    case 'commission':
      return features.commissionApplicable;
  }
}

/** Where a feature guard sends a host who may not see the page: the front door, '/'. */
export const FEATURE_DENIED_TARGET = paths.frontDoor;

export type FrontDoorDecision =
  { kind: 'login'; returnTo: string } | { kind: 'wait' } | { kind: 'navigate'; to: string };

/**
 * A staff user acting as nobody: every host call answers them 403 until they pick a host on the
 * staff page, so that is where they belong rather than on a host's page.
 */
export function isStaffWithoutHost(user: Pick<UserInfo, 'role' | 'isImpersonating'>): boolean {
  return user.role === 'staff' && !user.isImpersonating;
}

/**
 * `/`: signed-in hosts land on the overview (or the calendar when the overview is off for them),
 * staff acting as nobody on the staff page. Who the user is comes from their user info, so the
 * front door waits for it: sending staff to a host page first would start its calls, refused.
 */
export function decideFrontDoor(input: {
  isAuthenticated: boolean;
  overviewEnabled: boolean;
  /** The signed-in user's user info; undefined while it is on its way. */
  user: Pick<UserInfo, 'role' | 'isImpersonating'> | undefined;
}): FrontDoorDecision {
  if (!input.isAuthenticated) return { kind: 'login', returnTo: paths.frontDoor };
  if (!input.user) return { kind: 'wait' };
  if (isStaffWithoutHost(input.user)) return { kind: 'navigate', to: paths.staff };
  return { kind: 'navigate', to: input.overviewEnabled ? paths.home : paths.calendar() };
}

/** The tab `/reservations` opens without one, and the one an unknown tab is replaced with. */
export const DEFAULT_RESERVATION_TAB: ReservationTab = 'all';

/**
 * Legacy `/bookings/*` addresses still work, redirected to the current ones:
 * `/bookings` and `/bookings/<tab>` → the reservations list on that tab; `/bookings/<id>` (and anything
 * below it) → the booking's details. The query string is kept.
 */
export function legacyBookingsTarget(splat: string, search = ''): string {
  const [first] = splat.split('/').filter((part) => part !== '');
  let target: string;
  if (!first) target = paths.reservations(DEFAULT_RESERVATION_TAB);
  else if (isReservationTab(first)) target = paths.reservations(first);
  else target = paths.bookingDetails(decodeURIComponent(first));
  return `${target}${search}`;
}

/** `/property/:propertyId/unit/:unitId` (old listing address) → `/listing`, keeping which unit. */
export function legacyListingTarget(propertyId: string, unitId: string): string {
  const query = new URLSearchParams({ propertyId, unitId });
  return `${paths.listing}?${query.toString()}`;
}

/** Whether a reservations tab in the address is one we know; unknown tabs are replaced. */
export function reservationTabRedirect(tab: string | undefined): string | null {
  return isReservationTab(tab) ? null : paths.reservations(DEFAULT_RESERVATION_TAB);
}

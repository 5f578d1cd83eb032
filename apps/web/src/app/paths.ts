// Every address of the app, one function or constant each, so no component writes a URL by hand.
import { insightsTabs, type InsightsTab } from '@hostdeck/contract/insights/insights-tabs';
import { reservationTabs, type ReservationTab } from '@hostdeck/contract/reservations/reservation-tabs';

// Tab lists the contract already defines: never copied. Their modules are free of zod, as every page
// loads this one.
export { insightsTabs, reservationTabs, type InsightsTab, type ReservationTab };

export const accountTabs = [
  'profile',
  'billing',
  'payout',
  'pricing',
  'localization',
  'payment',
  'earnings',
  'achievements',
] as const;
export type AccountTab = (typeof accountTabs)[number];

export const messageChannelStatuses = ['all', 'archived', 'any'] as const;
export type MessageChannelStatus = (typeof messageChannelStatuses)[number];

export const propertySubPages = ['units', 'about'] as const;
export type PropertySubPage = (typeof propertySubPages)[number];

export const unitSubPages = [
  'photos',
  'amenities',
  'rooms',
  'about',
  'price-and-availability',
  'stay-rules',
  'booking-policies',
  'taxes-and-laws',
  'subscription-and-boosters',
  'manage-subscription',
  'boosters',
  'promotions',
] as const;
export type UnitSubPage = (typeof unitSubPages)[number];

export const redirectTargets = [
  'login',
  'register',
  'landing',
  'platform',
  'campaign',
  'platform/login',
] as const;
export type RedirectTarget = (typeof redirectTargets)[number];

export type ListingFlow = 'single-unit' | 'multi-unit';

/**
 * A page address: the router's pattern and the builder of its links, side by side, so the two can
 * never drift apart. `toParams` names the builder's arguments; `:name?` segments are optional and
 * dropped when their value is missing; every value is URI-encoded; a trailing `*` takes a path.
 */
function route<A extends unknown[]>(
  pattern: string,
  toParams: (...args: A) => Record<string, string | number | undefined>,
) {
  const build = (...args: A) => fillPattern(pattern, toParams(...args));
  return Object.assign(build, { pattern });
}

export function fillPattern(pattern: string, params: Record<string, string | number | undefined>): string {
  const filled = pattern.replace(/\/:(\w+)(\?)?/g, (_match, name: string, optional: string | undefined) => {
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`${pattern}: missing ${name}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  // A trailing splat takes a path of several segments (`platform/login`), each encoded on its own.
  const splat = params['*'];
  const withSplat = filled.endsWith('/*')
    ? `${filled.slice(0, -2)}${splat ? `/${String(splat).split('/').map(encodeURIComponent).join('/')}` : ''}`
    : filled;
  return withSplat === '' ? '/' : withSplat;
}

const listingFlowPattern = '/listing/:flow/:propertyId/:unitId';

export const paths = {
  frontDoor: '/',
  login: '/login',
  logout: '/logout',
  register: '/register',
  landing: '/landing',
  campaign: '/campaign',
  authCallback: '/auth-callback',
  silentCallback: '/silent-callback',
  home: '/home',
  notFound: '/404',
  serverError: '/500',
  staff: '/staff',
  legal: '/legal',
  legalAdditionalTerms: '/legal/atc',
  guestLogin: '/guest/login',
  guestChat: '/guest/chat',
  verification: '/verification',
  verificationSuccess: '/verification/success',
  properties: '/properties',
  listing: '/listing',
  listingCheckEligibility: '/listing/check-eligibility',
  listingOnboardingNotEligible: '/listing/onboarding-not-eligible',
  listingFirstProperty: '/listing/first-property',
  listingAddProperty: '/listing/add-property',
  messages: '/messages',
  accountPayout: '/account/payout',
  redirect: route('/redirect/*', (target: RedirectTarget) => ({ '*': target })),
  listingPreview: route('/preview/:unitPublicId', (unitPublicId: string) => ({ unitPublicId })),
  featureToggle: route('/feature-toggle/:id', (id: string) => ({ id })),
  reservations: route('/reservations/:tab', (tab: ReservationTab) => ({ tab })),
  bookingDetails: route('/booking-details/:bookingId', (bookingId: string) => ({ bookingId })),
  bookingRequestDetails: route('/booking-request-details/:bookingId', (bookingId: string) => ({
    bookingId,
  })),
  bookingRequestConfirmation: route('/booking-request-confirmation/:bookingId', (bookingId: string) => ({
    bookingId,
  })),
  inquiry: route('/inquiries/:inquiryId', (inquiryId: string) => ({ inquiryId })),
  messagesChannels: route(
    '/messages/:channelStatus/:channelId?',
    (channelStatus: MessageChannelStatus, channelId?: string) => ({ channelStatus, channelId }),
  ),
  /** /calendar alone: the one unit's month or the timeline of several (the router picks). */
  calendarIndex: '/calendar',
  calendar: route('/calendar/:unitId?', (unitId?: string) => ({ unitId })),
  property: route('/properties/:propertyId/:subPage?', (propertyId: string, subPage?: PropertySubPage) => ({
    propertyId,
    subPage,
  })),
  unit: route(
    '/properties/:propertyId/units/:unitId/:section?',
    (propertyId: string, unitId: string, section?: UnitSubPage) => ({ propertyId, unitId, section }),
  ),
  unitManageSubscription: route(
    '/properties/:propertyId/units/:unitId/manage-subscription',
    (propertyId: string, unitId: string) => ({ propertyId, unitId }),
  ),
  checklist: route('/checklist/:first/:second', (first: string, second: string) => ({ first, second })),
  // A step name may hold a slash (`price-and-availability/seasons`): it is a path of its own, not
  // one encoded segment, so it is appended as it is (step names come from the contract, not users).
  listingFlow: Object.assign(
    (flow: ListingFlow, propertyId: string, unitId: string, step?: string) =>
      `${fillPattern(listingFlowPattern, { flow, propertyId, unitId })}${step ? `/${step}` : ''}`,
    { pattern: listingFlowPattern },
  ),
  listingCompleted: route('/listing/:propertyId/:unitId/completed', (propertyId: string, unitId: string) => ({
    propertyId,
    unitId,
  })),
  insights: route('/insights/:tab?/:detailId?', (tab?: InsightsTab, detailId?: string) => ({
    tab,
    detailId: tab ? detailId : undefined,
  })),
  account: route('/account/:tab?', (tab?: AccountTab) => ({ tab })),
} as const;

/** Old addresses that only redirect to today's pages; nothing links to them. */
export const legacyPatterns = {
  reservations: '/reservations',
  bookings: '/bookings/*',
  unit: '/property/:propertyId/unit/:unitId',
} as const;

export function isReservationTab(value: string | undefined): value is ReservationTab {
  return (reservationTabs as readonly string[]).includes(value ?? '');
}

export function isInsightsTab(value: string | undefined): value is InsightsTab {
  return (insightsTabs as readonly string[]).includes(value ?? '');
}

export function isAccountTab(value: string | undefined): value is AccountTab {
  return (accountTabs as readonly string[]).includes(value ?? '');
}

/** The router's pattern of one listing flow's steps (the flow is a fixed segment there). */
export const listingFlowRoutePattern = (flow: ListingFlow) => listingFlowPattern.replace(':flow', flow);

// Every address of spec §2, one function or constant each, so no component writes a URL by hand.
import { insightsTabSchema, type InsightsTab } from '@hostdeck/contract/insights/insights.schemas';
import {
  reservationTabSchema,
  type ReservationTab,
} from '@hostdeck/contract/reservations/reservation-list.schemas';

// Tab lists the contract already defines (spec §2): derived, never copied.
export const reservationTabs = reservationTabSchema.options;
export type { ReservationTab };

export const insightsTabs = insightsTabSchema.options;
export type { InsightsTab };

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

const seg = (value: string | number) => encodeURIComponent(String(value));

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
  redirect: (target: RedirectTarget) => `/redirect/${target}`,
  featureToggle: (id: string) => `/feature-toggle/${seg(id)}`,
  reservations: (tab: ReservationTab) => `/reservations/${tab}`,
  bookingDetails: (bookingId: string) => `/booking-details/${seg(bookingId)}`,
  bookingRequestDetails: (bookingId: string) => `/booking-request-details/${seg(bookingId)}`,
  bookingRequestConfirmation: (bookingId: string) => `/booking-request-confirmation/${seg(bookingId)}`,
  inquiry: (inquiryId: string) => `/inquiries/${seg(inquiryId)}`,
  messagesChannels: (status: MessageChannelStatus, channelId?: string) =>
    channelId ? `/messages/${status}/${seg(channelId)}` : `/messages/${status}`,
  calendar: (unitId?: string) => (unitId ? `/calendar/${seg(unitId)}` : '/calendar'),
  property: (propertyId: string, subPage?: PropertySubPage) =>
    `/properties/${seg(propertyId)}${subPage ? `/${subPage}` : ''}`,
  unit: (propertyId: string, unitId: string, subPage?: UnitSubPage) =>
    `/properties/${seg(propertyId)}/units/${seg(unitId)}${subPage ? `/${subPage}` : ''}`,
  checklist: (first: string, second: string) => `/checklist/${seg(first)}/${seg(second)}`,
  listingFlow: (flow: ListingFlow, propertyId: string, unitId: string, step?: string) =>
    `/listing/${flow}/${seg(propertyId)}/${seg(unitId)}${step ? `/${step}` : ''}`,
  listingCompleted: (propertyId: string, unitId: string) =>
    `/listing/${seg(propertyId)}/${seg(unitId)}/completed`,
  insights: (tab?: InsightsTab, detailId?: string) =>
    tab ? `/insights/${tab}${detailId ? `/${seg(detailId)}` : ''}` : '/insights',
  account: (tab?: AccountTab) => (tab ? `/account/${tab}` : '/account'),
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

import { paths, type UnitSubPage } from '@/app/paths';

// The `/redirect/*` entry points (spec §2 "Top-level routes"): links from e-mails, the marketing
// site and campaigns land here and are sent on.

export type RedirectDecision =
  { kind: 'login'; returnTo: string } | { kind: 'external'; url: string } | { kind: 'navigate'; to: string };

/** Campaign ids (spec §2: "photos, amenities, price and availability, subscription and boosters, calendar or inquiries"). */
const CAMPAIGN_UNIT_PAGES: Record<string, UnitSubPage> = {
  photos: 'photos',
  amenities: 'amenities',
  'price-and-availability': 'price-and-availability',
  'subscription-and-boosters': 'subscription-and-boosters',
};

/**
 * Where a campaign link goes: a unit page when the link names the unit, the properties list to
 * pick one when it does not, the calendar, the inquiries, or the front door by default.
 */
export function campaignTarget(query: URLSearchParams): string {
  const id = query.get('id') ?? '';
  const unitPage = CAMPAIGN_UNIT_PAGES[id];
  if (unitPage) {
    const propertyId = query.get('propertyId');
    const unitId = query.get('unitId');
    return propertyId && unitId ? paths.unit(propertyId, unitId, unitPage) : paths.properties;
  }
  if (id === 'calendar') return paths.calendar(query.get('unitId') ?? undefined);
  if (id === 'inquiries') return paths.reservations('inquiries');
  return paths.frontDoor;
}

/** `landingUrl` from app settings; `registerUrl` from the host config's identity block. */
export function decideRedirect(
  target: string,
  query: URLSearchParams,
  urls: { landingUrl: string; registerUrl: string },
): RedirectDecision {
  switch (target.replace(/\/+$/, '')) {
    case 'login':
    case 'platform/login':
      return { kind: 'login', returnTo: paths.frontDoor };
    case 'register':
      return { kind: 'external', url: urls.registerUrl };
    case 'landing':
    case 'platform':
      // The public platform site is the landing address; without one the app's front door serves.
      return urls.landingUrl
        ? { kind: 'external', url: urls.landingUrl }
        : { kind: 'navigate', to: paths.frontDoor };
    case 'campaign':
      return { kind: 'navigate', to: campaignTarget(query) };
    default:
      return { kind: 'navigate', to: paths.notFound };
  }
}

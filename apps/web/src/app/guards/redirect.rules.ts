import type { ListingStepName } from '@hostdeck/contract/listing/listing.schemas';
import {
  campaignTarget,
  DEFAULT_CAMPAIGN_TARGET,
  type CampaignTarget,
} from '@hostdeck/contract/listing/listing-links.rules';
import { paths } from '@/app/paths';

// The `/redirect/*` entry points: links from e-mails, the marketing
// site and campaigns land here and are sent on.

export type RedirectDecision =
  { kind: 'login'; returnTo: string } | { kind: 'external'; url: string } | { kind: 'navigate'; to: string };

/** The listing step a campaign target opens (the entry rule resumes the unit or falls back). */
const CAMPAIGN_STEPS: Partial<Record<CampaignTarget, ListingStepName>> = {
  photos: 'photos',
  amenities: 'amenities',
  'price-and-availability': 'price-and-availability',
  'subscription-and-boosters': 'subscription/plan',
};

/**
 * Where a campaign link goes: the ids are the contract's (campaignTarget). Unit pages go
 * through `/listing?step=`, which opens the step of a listing in progress or the matching settings
 * section of a live unit; then the calendar, the inquiries, or the properties list by default.
 */
export function campaignRedirectTarget(query: URLSearchParams): string {
  const target = campaignTarget(query.get('id'));
  const unitId = query.get('unitId');
  const step = target === DEFAULT_CAMPAIGN_TARGET ? undefined : CAMPAIGN_STEPS[target];
  if (step) {
    const propertyId = query.get('propertyId');
    const search = new URLSearchParams(propertyId && unitId ? { step, propertyId, unitId } : { step });
    return `${paths.listing}?${search.toString()}`;
  }
  if (target === 'calendar') return paths.calendar(unitId ?? undefined);
  if (target === 'inquiries') return paths.reservations('inquiries');
  return paths.properties;
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
      return { kind: 'navigate', to: campaignRedirectTarget(query) };
    default:
      return { kind: 'navigate', to: paths.notFound };
  }
}

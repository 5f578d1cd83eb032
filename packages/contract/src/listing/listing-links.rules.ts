import type { HelpContext } from '../help/help.schemas';
import type { ListingStepName } from './listing.schemas';

// The help context of each listing step, and the campaign redirect's targets.

const STEP_HELP: Record<ListingStepName, HelpContext | null> = {
  property: 'property-type',
  location: 'location',
  'location/address': 'location',
  'property-title': 'title-and-description',
  'start-unit': null,
  'unit-type': 'property-type',
  'guests-and-rooms/info': 'guests-and-rooms-info',
  'guests-and-rooms/beds': 'guests-and-rooms-beds',
  photos: 'photos',
  amenities: 'amenities',
  title: 'title-and-description',
  'price-and-availability': 'price',
  'price-and-availability/promotions': 'promotional-discount',
  'price-and-availability/seasons': 'seasonal-price',
  'calendar-availability': 'calendar',
  'commission-model': 'commission',
  'verification/info': 'personal-details',
  'commercial-model': 'commercial-plan',
  'booking-preference': 'booking-preference',
  'personal-details/info': 'personal-details',
  'personal-details/owner': 'personal-details',
  'subscription/plan': 'subscription-plan',
  'subscription/boost': 'subscription-boost',
  'regional-requirements': 'regional-requirements',
  publish: 'preview-and-submit',
};

/** The help articles' context for a step; null where no help applies (start-unit has no form). */
export function listingStepHelpContext(step: ListingStepName): HelpContext | null {
  return STEP_HELP[step];
}

export const campaignTargets = [
  'photos',
  'amenities',
  'price-and-availability',
  'subscription-and-boosters',
  'calendar',
  'inquiries',
] as const;
export type CampaignTarget = (typeof campaignTargets)[number];
/** Ours: the spec says only "a default"; the properties list is where every target starts from. */
export const DEFAULT_CAMPAIGN_TARGET = 'properties';

/** `/redirect/campaign?id=` → a known target, else the default. */
export function campaignTarget(
  id: string | null | undefined,
): CampaignTarget | typeof DEFAULT_CAMPAIGN_TARGET {
  const value = id?.trim().toLowerCase() ?? '';
  return (campaignTargets as readonly string[]).includes(value)
    ? (value as CampaignTarget)
    : DEFAULT_CAMPAIGN_TARGET;
}

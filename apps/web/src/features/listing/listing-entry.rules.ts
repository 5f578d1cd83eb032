import { listingStepNameSchema, type ListingStepName } from '@hostdeck/contract/listing/listing.schemas';
import { listingStepPath } from '@hostdeck/contract/listing/listing-flow.rules';
import type { HostListingState } from '@hostdeck/contract/listing/listing-host.rules';
import type { PropertyUnitState } from '@hostdeck/contract/properties/property-unit-state.schemas';
import { paths, type UnitSubPage } from '@/app/paths';

// `/listing`: resume the right listing, or start one. Two decisions: which unit (or
// which entry page), then which page of that unit.

export interface ListingEntryQuery {
  propertyId: string | null;
  unitId: string | null;
  step: ListingStepName | null;
}

export function readListingEntryQuery(search: URLSearchParams): ListingEntryQuery {
  const step = listingStepNameSchema.safeParse(search.get('step'));
  return {
    propertyId: search.get('propertyId') || null,
    unitId: search.get('unitId') || null,
    step: step.success ? step.data : null,
  };
}

export interface ListingEntryInput {
  query: ListingEntryQuery;
  /** The host's first unit still in progress, if any. */
  inProgress: { propertyId: string; unitId: string } | null;
  hasProperties: boolean;
  onboardingFinished: boolean;
}

export type ListingEntryDecision =
  { kind: 'unit'; propertyId: string; unitId: string } | { kind: 'navigate'; to: string };

export function decideListingEntry(input: ListingEntryInput): ListingEntryDecision {
  const { query } = input;
  if (query.propertyId && query.unitId) {
    return { kind: 'unit', propertyId: query.propertyId, unitId: query.unitId };
  }
  if (input.inProgress) return { kind: 'unit', ...input.inProgress };
  // Ours: a campaign step without a unit and nothing in progress lets the host pick a unit.
  if (query.step && input.hasProperties) return { kind: 'navigate', to: paths.properties };
  if (input.hasProperties) return { kind: 'navigate', to: paths.listingAddProperty };
  return {
    kind: 'navigate',
    to: input.onboardingFinished ? paths.listingFirstProperty : paths.listingCheckEligibility,
  };
}

/** A campaign step on a live unit opens the matching settings section. */
const SETTINGS_SECTION: Partial<Record<ListingStepName, UnitSubPage>> = {
  photos: 'photos',
  amenities: 'amenities',
  'price-and-availability': 'price-and-availability',
  'subscription/plan': 'subscription-and-boosters',
  'subscription/boost': 'boosters',
};

export interface UnitEntryInput {
  propertyId: string;
  unitId: string;
  unitState: PropertyUnitState;
  listing: Pick<HostListingState, 'flow' | 'visibleSteps' | 'nextStep'>;
  step: ListingStepName | null;
}

export function unitEntryTarget(input: UnitEntryInput): string {
  const { propertyId, unitId, step, listing } = input;
  if (input.unitState !== 'IN_PROGRESS') {
    return paths.unit(propertyId, unitId, step ? SETTINGS_SECTION[step] : undefined);
  }
  const visible = step !== null && listing.visibleSteps.some((candidate) => candidate.name === step);
  const target = visible ? step : listing.nextStep.name;
  return listingStepPath(listing.flow.type, propertyId, unitId, target);
}

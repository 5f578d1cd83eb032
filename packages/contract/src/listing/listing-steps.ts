import type { ListingFlowType, ListingStepGroup, ListingStepName } from './listing.schemas';

/**
 * One step of a listing flow.
 * - weight: effort 0–3 for the progress percent; publish and start-unit have no form, so 0.
 *   3 = the heavy pages (photos, price), 2 = several fields, 1 = one choice.
 * - onboardingOnly: hidden once onboarding is finished.
 * - skipAhead: the host may move on without saving; the step then stays incomplete. We allow it on
 *   the optional pages only (amenities, promotions, seasons, calendar, booking preference, boost).
 */
export interface ListingStep {
  name: ListingStepName;
  group: ListingStepGroup;
  weight: 0 | 1 | 2 | 3;
  onboardingOnly: boolean;
  skipAhead: boolean;
  hasForm: boolean;
}

type StepRow = [ListingStepName, ListingStepGroup, 0 | 1 | 2 | 3, 'onboarding'?];

const SKIP_AHEAD = new Set<ListingStepName>([
  'amenities',
  'price-and-availability/promotions',
  'price-and-availability/seasons',
  'calendar-availability',
  'booking-preference',
  'subscription/boost',
]);
const NO_FORM = new Set<ListingStepName>(['start-unit', 'publish']);

function toSteps(rows: StepRow[]): readonly ListingStep[] {
  return rows.map(([name, group, weight, onboarding]) => ({
    name,
    group,
    weight,
    onboardingOnly: onboarding === 'onboarding',
    skipAhead: SKIP_AHEAD.has(name),
    hasForm: !NO_FORM.has(name),
  }));
}

/**
 * Single-unit order, 20 steps. The spec marks no step onboarding-only here; we mark the account
 * steps (commission model, verification info, commercial model, personal details) as the
 * multi-unit flow does, since after onboarding they live in account settings.
 */
export const SINGLE_UNIT_STEPS = toSteps([
  ['property', 'property-basic-info', 1],
  ['location', 'property-basic-info', 1],
  ['location/address', 'property-basic-info', 2],
  ['guests-and-rooms/info', 'property-detail', 2],
  ['guests-and-rooms/beds', 'property-detail', 2],
  ['photos', 'property-detail', 3],
  ['amenities', 'property-detail', 2],
  ['title', 'property-detail', 2],
  ['price-and-availability', 'pricing-and-availability', 3],
  ['calendar-availability', 'pricing-and-availability', 2],
  ['commission-model', 'final-info', 1, 'onboarding'],
  ['verification/info', 'final-info', 1, 'onboarding'],
  ['commercial-model', 'final-info', 2, 'onboarding'],
  ['booking-preference', 'final-info', 1],
  ['personal-details/info', 'final-info', 2, 'onboarding'],
  ['personal-details/owner', 'final-info', 2, 'onboarding'],
  ['subscription/plan', 'final-info', 2],
  ['subscription/boost', 'final-info', 1],
  ['regional-requirements', 'final-info', 2],
  ['publish', 'final-info', 0],
]);

/**
 * Multi-unit order. The spec numbers 21 items, item 18 being personal-details/info and
 * personal-details/owner; each is its own page with its own form and completion record, so we
 * count them as two steps: 22 steps in all.
 */
export const MULTI_UNIT_STEPS = toSteps([
  ['property', 'property-basic-info', 1],
  ['location', 'property-basic-info', 1],
  ['location/address', 'property-basic-info', 2],
  ['property-title', 'property-basic-info', 1],
  ['start-unit', 'unit-basic-info', 0],
  ['unit-type', 'unit-basic-info', 1],
  ['guests-and-rooms/info', 'unit-basic-info', 2],
  ['guests-and-rooms/beds', 'unit-basic-info', 2],
  ['photos', 'unit-details', 3],
  ['amenities', 'unit-details', 2],
  ['title', 'unit-details', 2],
  ['price-and-availability', 'pricing-and-availability', 3],
  ['price-and-availability/promotions', 'pricing-and-availability', 1],
  ['price-and-availability/seasons', 'pricing-and-availability', 1],
  ['calendar-availability', 'pricing-and-availability', 2],
  ['commission-model', 'final-info', 1, 'onboarding'],
  ['verification/info', 'final-info', 1, 'onboarding'],
  ['personal-details/info', 'final-info', 2, 'onboarding'],
  ['personal-details/owner', 'final-info', 2, 'onboarding'],
  ['booking-preference', 'final-info', 1],
  ['regional-requirements', 'final-info', 2],
  ['publish', 'final-info', 0],
]);

export const LISTING_STEPS: Record<ListingFlowType, readonly ListingStep[]> = {
  'single-unit': SINGLE_UNIT_STEPS,
  'multi-unit': MULTI_UNIT_STEPS,
};

/** Where an additional unit of a multi-unit property (one that has a finished unit) starts. */
export const ADDITIONAL_UNIT_FIRST_STEP: ListingStepName = 'start-unit';

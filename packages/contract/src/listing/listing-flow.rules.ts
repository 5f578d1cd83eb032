import type { PropertyType } from '../properties/property-unit-state.schemas';
import type { SettingsSection, SettingsSectionsVisibility } from '../properties/settings-sections.rules';
import type { ListingFlowType, ListingStepName } from './listing.schemas';
import type { ListingStep } from './listing-steps';
import { ADDITIONAL_UNIT_FIRST_STEP, LISTING_STEPS } from './listing-steps';

// Which listing flow applies and which of its steps show.

export type ListingFlowId =
  | 'single-unit'
  | 'single-unit-onboarding'
  | 'first-multi-unit'
  | 'first-multi-unit-onboarding'
  | 'additional-unit';

export interface ListingFlow {
  id: ListingFlowId;
  type: ListingFlowType;
  /** Onboarding-only steps are part of the flow. */
  onboarding: boolean;
  steps: readonly ListingStep[];
}

export interface ListingFlowInput {
  propertyType: PropertyType;
  onboardingFinished: boolean;
  propertyHasFinishedUnit: boolean;
}

/**
 * A further unit of a multi-unit property (the property has a finished unit) starts at start-unit;
 * the property steps are done and so are the account steps, which the first unit collected, so that
 * flow never shows onboarding-only steps. A single-unit property has one unit, so a finished unit
 * changes nothing there.
 */
export function chooseListingFlow(input: ListingFlowInput): ListingFlow {
  const onboarding = !input.onboardingFinished;
  if (input.propertyType === 'single') {
    return {
      id: onboarding ? 'single-unit-onboarding' : 'single-unit',
      type: 'single-unit',
      onboarding,
      steps: LISTING_STEPS['single-unit'],
    };
  }
  const multi = LISTING_STEPS['multi-unit'];
  if (input.propertyHasFinishedUnit) {
    const start = multi.findIndex((step) => step.name === ADDITIONAL_UNIT_FIRST_STEP);
    return { id: 'additional-unit', type: 'multi-unit', onboarding: false, steps: multi.slice(start) };
  }
  return {
    id: onboarding ? 'first-multi-unit-onboarding' : 'first-multi-unit',
    type: 'multi-unit',
    onboarding,
    steps: multi,
  };
}

/** Steps a host walks through: onboarding-only ones go once onboarding is over; publish always stays. */
export function visibleListingSteps(
  flow: ListingFlow,
  hiddenSteps: readonly ListingStepName[] = [],
): ListingStep[] {
  const hidden = new Set(hiddenSteps);
  return flow.steps.filter(
    (step) =>
      step.name === 'publish' || ((flow.onboarding || !step.onboardingOnly) && !hidden.has(step.name)),
  );
}

/** The first visible step not completed; when all are, the last step. */
export function nextListingStep(
  visible: readonly ListingStep[],
  completed: readonly ListingStepName[],
): ListingStep {
  const done = new Set(completed);
  const next = visible.find((step) => !done.has(step.name)) ?? visible[visible.length - 1];
  if (!next) throw new Error('A listing flow has at least one step');
  return next;
}

export interface ListingProgressSummary {
  completedSteps: number;
  totalSteps: number;
  /** round(100 × completed weight / visible weight). */
  progressPercent: number;
}

export function listingProgress(
  visible: readonly ListingStep[],
  completed: readonly ListingStepName[],
): ListingProgressSummary {
  const done = new Set(completed);
  let totalWeight = 0;
  let doneWeight = 0;
  let completedSteps = 0;
  for (const step of visible) {
    totalWeight += step.weight;
    if (done.has(step.name)) {
      doneWeight += step.weight;
      completedSteps += 1;
    }
  }
  const progressPercent = totalWeight === 0 ? 0 : Math.round((100 * doneWeight) / totalWeight);
  return { completedSteps, totalSteps: visible.length, progressPercent };
}

export function canSkipAhead(flow: ListingFlow, stepName: ListingStepName): boolean {
  return flow.steps.find((step) => step.name === stepName)?.skipAhead ?? false;
}

/** Steps that belong to a settings section and hide with it (see settings-sections.rules). */
const SECTION_STEPS: Partial<Record<SettingsSection, readonly ListingStepName[]>> = {
  promotions: ['price-and-availability/promotions'],
  verificationInfo: ['verification/info'],
  personalDetails: ['personal-details/info', 'personal-details/owner'],
  personalDetailsOwner: ['personal-details/owner'],
  commissionModel: ['commission-model'],
  commercialModelAndPlan: ['commercial-model'],
  bookingPreference: ['booking-preference'],
  subscriptionPlan: ['subscription/plan'],
  subscriptionBoost: ['subscription/boost'],
  regionalRequirements: ['regional-requirements'],
};

/**
 * The hidden-steps list for a host: the steps of every section that does not show. Onboarding is
 * handled by the flow itself, so pass visibility computed for an unfinished onboarding here.
 */
export function hiddenListingSteps(visibility: SettingsSectionsVisibility): ListingStepName[] {
  const hidden = new Set<ListingStepName>();
  for (const [section, steps] of Object.entries(SECTION_STEPS) as [
    SettingsSection,
    readonly ListingStepName[],
  ][]) {
    if (!visibility[section]) steps.forEach((step) => hidden.add(step));
  }
  return [...hidden];
}

/** `/listing/{flow}/{propertyId}/{unitId}/{step}`. */
export function listingStepPath(
  type: ListingFlowType,
  propertyId: string,
  unitId: string,
  step: ListingStepName,
) {
  return `/listing/${type}/${encodeURIComponent(propertyId)}/${encodeURIComponent(unitId)}/${step}`;
}

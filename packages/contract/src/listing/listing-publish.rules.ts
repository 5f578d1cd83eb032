import type { ListingStepName } from './listing.schemas';
import type { ListingStep } from './listing-steps';

/**
 * The steps publish needs done: every visible step with a form that may not be
 * skipped. Skippable steps (amenities, promotions, seasons, calendar, booking preference, boost) and
 * the form-less ones (start-unit, publish) are optional.
 */
export function requiredListingSteps(visible: readonly ListingStep[]): ListingStep[] {
  return visible.filter((step) => step.hasForm && !step.skipAhead);
}

/** Required steps not in the completed list, in flow order; empty when the unit may be published. */
export function missingListingSteps(
  visible: readonly ListingStep[],
  completed: readonly ListingStepName[],
): ListingStepName[] {
  const done = new Set(completed);
  return requiredListingSteps(visible)
    .map((step) => step.name)
    .filter((name) => !done.has(name));
}

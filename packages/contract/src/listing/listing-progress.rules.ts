import type { ListingStepName } from './listing.schemas';
import type { ListingFlow, ListingFlowInput, ListingProgressSummary } from './listing-flow.rules';
import {
  chooseListingFlow,
  listingProgress,
  nextListingStep,
  visibleListingSteps,
} from './listing-flow.rules';
import type { ListingStep } from './listing-steps';

export interface ListingState extends ListingProgressSummary {
  flow: ListingFlow;
  visibleSteps: ListingStep[];
  nextStep: ListingStep;
}

/**
 * Everything a page (or the home overview) needs about one unit's listing: the flow, its visible
 * steps, the next step and the progress. One call so server and web never combine the rules differently.
 */
export function listingState(
  input: ListingFlowInput & {
    completedSteps: readonly ListingStepName[];
    hiddenSteps?: readonly ListingStepName[];
  },
): ListingState {
  const flow = chooseListingFlow(input);
  const visibleSteps = visibleListingSteps(flow, input.hiddenSteps);
  return {
    flow,
    visibleSteps,
    nextStep: nextListingStep(visibleSteps, input.completedSteps),
    ...listingProgress(visibleSteps, input.completedSteps),
  };
}

import type { PropertyType } from '../properties/property-unit-state.schemas';
import { settingsSectionsVisibility } from '../properties/settings-sections.rules';
import type { AppFeatures, UserType } from '../user/user.schemas';
import type { ListingStepName } from './listing.schemas';
import { hiddenListingSteps } from './listing-flow.rules';
import type { ListingState } from './listing-progress.rules';
import { listingState } from './listing-progress.rules';
import { missingListingSteps } from './listing-publish.rules';

export interface HostListingInput {
  propertyType: PropertyType;
  propertyHasFinishedUnit: boolean;
  onboardingFinished: boolean;
  userType: UserType;
  appFeatures: Pick<AppFeatures, 'commissionApplicable' | 'subscriptionApplicable' | 'isB2B'>;
  hasRegionalRequirements: boolean;
  completedSteps: readonly ListingStepName[];
}

export interface HostListingState extends ListingState {
  hiddenSteps: ListingStepName[];
  /** Required steps still to do before publish (empty: publish may go ahead). */
  missingSteps: ListingStepName[];
}

/**
 * One unit's listing as a given host sees it: the flow, the steps their account hides (sections
 * that do not apply: commission, subscription, company owner, regional requirements) and what
 * publish still needs. The server's publish check and the web's flow both call this.
 */
export function hostListingState(input: HostListingInput): HostListingState {
  // Onboarding-only steps are the flow's business (chooseListingFlow), so the sections are
  // computed as during onboarding: only the account's features hide steps here.
  const hiddenSteps = hiddenListingSteps(
    settingsSectionsVisibility({
      onboardingFinished: false,
      commissionApplicable: input.appFeatures.commissionApplicable,
      subscriptionApplicable: input.appFeatures.subscriptionApplicable,
      isB2B: input.appFeatures.isB2B,
      isCompany: input.userType === 'company',
      hasRegionalRequirements: input.hasRegionalRequirements,
    }),
  );
  const state = listingState({ ...input, hiddenSteps });
  return {
    ...state,
    hiddenSteps,
    missingSteps: missingListingSteps(state.visibleSteps, input.completedSteps),
  };
}

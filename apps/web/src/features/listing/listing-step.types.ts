import type { ListingFlowType, ListingPageName } from '@hostdeck/contract/listing/listing.schemas';
import type { Property } from '@hostdeck/contract/properties/property.schemas';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import type { UserInfo } from '@hostdeck/contract/user/user.schemas';

/**
 * What the listing shell gives every step page. The shell also wraps each
 * page in a FormFrame ("Save and continue", back, skip), so a unit settings form shown as a step saves
 * and moves on by itself; pages without a form render <StepContinue />.
 */
export interface ListingStepProps {
  flowType: ListingFlowType;
  page: ListingPageName;
  property: Property;
  unit: PropertyUnit;
  user: UserInfo;
  /** Mark the page's step completed on the server and go to the next visible step. */
  complete: () => Promise<void>;
  /** Go to another page of this unit's listing without completing anything (sub-pages). */
  goTo: (page: ListingPageName) => void;
}

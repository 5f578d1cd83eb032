import type { ListingInProgress } from '@hostdeck/contract/home/home.schemas';
import type { PropertyType } from '@hostdeck/contract/properties/property-unit-state.schemas';

/**
 * A draft a new start of the same kind should reuse instead of creating another: nothing entered
 * yet (no step done, no title). A started unit of an existing property has its property's title,
 * so it is never taken for a new property.
 */
export function reusableDraft(
  drafts: readonly ListingInProgress[],
  kind: PropertyType,
): ListingInProgress | null {
  const flow = kind === 'single' ? 'single-unit' : 'multi-unit';
  return (
    drafts.find((draft) => draft.flow === flow && draft.completedSteps === 0 && draft.title === null) ?? null
  );
}

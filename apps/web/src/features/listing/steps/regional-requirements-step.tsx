import { TaxesAndLawsPage } from '@/features/units/components/taxes/taxes-and-laws-page';
import type { ListingStepProps } from '../listing-step.types';

/** Step regional-requirements: the unit settings taxes-and-laws form, framed as a step. */
export function RegionalRequirementsStep({ unit }: ListingStepProps) {
  return <TaxesAndLawsPage unitId={unit.propertyUnitPublicId} propertyId={unit.propertyId} />;
}

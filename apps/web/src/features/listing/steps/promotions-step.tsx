import { Stack } from '@mantine/core';
import { PromotionsPage } from '@/features/units/components/promotions/promotions-page';
import type { ListingStepProps } from '../listing-step.types';
import { StepContinue } from '../components/step-continue';

/**
 * Price page price-and-availability/promotions: the unit settings promotions list and create form. The
 * create form saves one promotion and stays (PromotionsPage keeps it out of the frame), so a host can
 * add several; Continue moves on.
 */
export function PromotionsStep({ unit }: ListingStepProps) {
  return (
    <Stack gap="lg">
      <PromotionsPage unitId={unit.propertyUnitPublicId} />
      <StepContinue />
    </Stack>
  );
}

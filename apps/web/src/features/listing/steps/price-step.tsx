import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PriceAvailabilityForm } from '@/features/units/components/price/price-availability-form';
import type { ListingStepProps } from '../listing-step.types';
import { PriceOptions } from '../pricing/price-options';

/** spec §2 step price-and-availability: the unit settings price form (spec §5 limits) framed as a step. */
export function PriceStep({ flowType, unit, goTo }: ListingStepProps) {
  const { t } = useTranslation('listingPricing');
  return (
    <Stack gap="xl">
      <PriceAvailabilityForm unit={unit} description={<Text c="dimmed">{t('price.description')}</Text>} />
      {/* The multi-unit flow has promotions and seasons as steps of their own. */}
      {flowType === 'single-unit' ? <PriceOptions unitId={unit.propertyUnitPublicId} goTo={goTo} /> : null}
    </Stack>
  );
}

import { Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePropertiesConfiguration } from '@/features/units/api/get-properties-configuration';
import { PriceAvailabilityForm } from '@/features/units/components/price/price-availability-form';
import type { ListingStepProps } from '../listing-step.types';
import { PriceOptions } from '../pricing/price-options';

/** Step price-and-availability: the unit settings price form (with its limits) framed as a step. */
export function PriceStep({ flowType, unit, goTo }: ListingStepProps) {
  const { t } = useTranslation('listingPricing');
  const configuration = usePropertiesConfiguration();
  return (
    <Stack gap="xl">
      <PriceAvailabilityForm
        unit={unit}
        description={<Text c="dimmed">{t('price.description')}</Text>}
        losDiscount={configuration.data?.priceAndAvailabilitySettings.losDiscount}
        // The flow has no stay rules step: a new host sets minimum stay and notice here.
        stayLimits="fields"
      />
      {/* The multi-unit flow has promotions and seasons as steps of their own. */}
      {flowType === 'single-unit' ? <PriceOptions unitId={unit.propertyUnitPublicId} goTo={goTo} /> : null}
    </Stack>
  );
}

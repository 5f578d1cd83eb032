import { Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePropertiesConfiguration } from '@/features/units/api/get-properties-configuration';
import { AmenitiesForm } from '@/features/units/components/amenities/amenities-form';
import { QueryState } from '@/shared/ui/query-state';
import type { ListingStepProps } from '../listing-step.types';

/** Step "amenities" (skippable, the shell shows Skip): the settings form. */
export function AmenitiesStep({ unit }: ListingStepProps) {
  const { t } = useTranslation('listingBasics');
  const configuration = usePropertiesConfiguration();
  if (!configuration.data) {
    return <QueryState isError={configuration.isError} onRetry={() => void configuration.refetch()} />;
  }
  return (
    <AmenitiesForm
      unit={unit}
      options={configuration.data.propertyUnit.amenities}
      description={<Text c="dimmed">{t('amenities.description')}</Text>}
    />
  );
}

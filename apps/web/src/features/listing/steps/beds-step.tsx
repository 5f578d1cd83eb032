import { Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePropertiesConfiguration } from '@/features/units/api/get-properties-configuration';
import { RoomsForm } from '@/features/units/components/rooms/rooms-form';
import { QueryState } from '@/shared/ui/query-state';
import type { ListingStepProps } from '../listing-step.types';

/** Step "guests-and-rooms/beds": the unit's rooms and their beds (the settings form). */
export function BedsStep({ unit }: ListingStepProps) {
  const { t } = useTranslation('listingBasics');
  const configuration = usePropertiesConfiguration();
  if (!configuration.data) {
    return <QueryState isError={configuration.isError} onRetry={() => void configuration.refetch()} />;
  }
  return (
    <RoomsForm
      unit={unit}
      room={configuration.data.propertyUnit.room}
      description={<Text c="dimmed">{t('beds.description')}</Text>}
    />
  );
}

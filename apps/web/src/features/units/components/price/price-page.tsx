import '@mantine/core/styles/Divider.css';
import { Divider, Stack } from '@mantine/core';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { QueryState } from '@/shared/ui/query-state';
import { usePropertiesConfiguration } from '../../api/get-properties-configuration';
import { useUnitSeasons } from '../../api/seasons';
import { PriceAvailabilityForm } from './price-availability-form';
import { SeasonsForm } from './seasons-form';

/**
 * A unit's price page: the base price (minimum stay and notice are the stay rules page's: the form
 * links there), then its seasonal prices, editable in every state of the unit (a published unit's
 * seasons change with the calendar, not only while listing).
 */
export function PricePage({ unit }: { unit: PropertyUnit }) {
  const seasons = useUnitSeasons(unit.propertyUnitPublicId);
  // The price itself does not wait for the configuration; its discounts section appears with it.
  const configuration = usePropertiesConfiguration();
  return (
    <Stack gap="xl">
      <PriceAvailabilityForm
        unit={unit}
        losDiscount={configuration.data?.priceAndAvailabilitySettings.losDiscount}
        stayLimits="link"
      />
      <Divider />
      {seasons.data ? (
        <SeasonsForm unit={unit} seasons={seasons.data.items} />
      ) : (
        <QueryState isError={seasons.isError} onRetry={() => void seasons.refetch()} />
      )}
    </Stack>
  );
}

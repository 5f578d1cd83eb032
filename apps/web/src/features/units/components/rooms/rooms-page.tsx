import '@mantine/core/styles/Divider.css';
import { Divider, Stack } from '@mantine/core';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { usePropertiesConfiguration } from '../../api/get-properties-configuration';
import { QueryState } from '@/shared/ui/query-state';
import { PropertySizeForm } from './property-size-form';
import { RoomsForm } from './rooms-form';

export function RoomsPage({ unit }: { unit: PropertyUnit }) {
  const configuration = usePropertiesConfiguration();
  return (
    <Stack gap="xl">
      {configuration.data ? (
        <RoomsForm unit={unit} room={configuration.data.propertyUnit.room} />
      ) : (
        <QueryState isError={configuration.isError} onRetry={() => void configuration.refetch()} />
      )}
      <Divider />
      <PropertySizeForm unit={unit} />
    </Stack>
  );
}

import '@mantine/core/styles/Divider.css';
import { Divider, Stack } from '@mantine/core';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { useDeferredValue } from 'react';
import { usePropertiesConfiguration } from '../../api/get-properties-configuration';
import { useProperty } from '../../api/get-property-location';
import { QueryState } from '@/shared/ui/query-state';
import { PropertyLocationForm } from './property-location-form';
import { UnitAboutForm } from './unit-about-form';

export function UnitAboutPage({ unit }: { unit: PropertyUnit }) {
  const property = useProperty(unit.propertyId);
  const configuration = usePropertiesConfiguration();
  // The unit's title and description (what a host opening the page looks at first) paint before
  // the address form is built: it renders in a background render that follows, whose work the
  // browser can interrupt.
  const locationShown = useDeferredValue(true, false);
  return (
    <Stack gap="xl">
      <UnitAboutForm unit={unit} />
      <Divider />
      {locationShown && property.data && configuration.data ? (
        <PropertyLocationForm
          propertyId={unit.propertyId}
          location={property.data.location}
          version={property.data.version}
          addressForm={configuration.data.property.addressForm}
        />
      ) : (
        <QueryState
          isError={property.isError || configuration.isError}
          onRetry={() => {
            void property.refetch();
            void configuration.refetch();
          }}
        />
      )}
    </Stack>
  );
}

import { useDeferredValue } from 'react';
import { usePropertiesConfiguration } from '../../api/get-properties-configuration';
import { useProperty } from '../../api/get-property-location';
import { QueryState } from '@/shared/ui/query-state';
import { PropertyLocationForm } from './property-location-form';

/**
 * The property's address form on the unit's about page, once the property and the address
 * configuration are in (PropertyLocationSection opens it).
 */
export function PropertyLocationEditor({ propertyId }: { propertyId: string }) {
  const property = useProperty(propertyId);
  const configuration = usePropertiesConfiguration();
  // The address form is some 75 components. Drawn from deferred values, its first render is one
  // React may slice and interrupt, not part of the task in which the answers arrive.
  const location = useDeferredValue(property.data);
  const settings = useDeferredValue(configuration.data);
  if (!location || !settings) {
    return (
      <QueryState
        isError={property.isError || configuration.isError}
        onRetry={() => {
          void property.refetch();
          void configuration.refetch();
        }}
      />
    );
  }
  return (
    <PropertyLocationForm
      propertyId={propertyId}
      location={location.location}
      version={location.version}
      addressForm={settings.property.addressForm}
      focusFirstField
    />
  );
}

import { usePropertiesConfiguration } from '../../api/get-properties-configuration';
import { useProperty } from '../../api/get-property-location';
import { QueryState } from '@/shared/ui/query-state';
import { PropertyLocationForm } from './property-location-form';

/** The property's address on the unit's about page, once the property and the address configuration are in. */
export function PropertyLocationSection({ propertyId }: { propertyId: string }) {
  const property = useProperty(propertyId);
  const configuration = usePropertiesConfiguration();
  if (!property.data || !configuration.data) {
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
      location={property.data.location}
      version={property.data.version}
      addressForm={configuration.data.property.addressForm}
    />
  );
}

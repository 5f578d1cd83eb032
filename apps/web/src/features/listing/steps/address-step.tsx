import { PropertyLocationForm } from '@/features/units/components/about/property-location-form';
import { usePropertiesConfiguration } from '@/features/units/api/get-properties-configuration';
import { QueryState } from '@/shared/ui/query-state';
import type { ListingStepProps } from '../listing-step.types';

/**
 * Step "location/address": the country-dependent address form, prefilled from the
 * place the location step stored on the property (country, town, region, postal code).
 */
export function AddressStep({ property }: ListingStepProps) {
  const configuration = usePropertiesConfiguration();
  if (!configuration.data) {
    return <QueryState isError={configuration.isError} onRetry={() => void configuration.refetch()} />;
  }
  return (
    <PropertyLocationForm
      propertyId={property.id}
      location={property.location}
      version={property.version}
      addressForm={configuration.data.property.addressForm}
    />
  );
}

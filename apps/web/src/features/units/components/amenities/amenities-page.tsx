import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { usePropertiesConfiguration } from '../../api/get-properties-configuration';
import { QueryState } from '@/shared/ui/query-state';
import { AmenitiesForm } from './amenities-form';

export function AmenitiesPage({ unit }: { unit: PropertyUnit }) {
  const configuration = usePropertiesConfiguration();
  if (!configuration.data) {
    return <QueryState isError={configuration.isError} onRetry={() => void configuration.refetch()} />;
  }
  return <AmenitiesForm unit={unit} options={configuration.data.propertyUnit.amenities} />;
}

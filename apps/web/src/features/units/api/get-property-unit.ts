import { getPropertyUnit } from '@hostdeck/contract/properties/property-units.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

export function propertyUnitQueryOptions(unitId: string) {
  return queryOptions({
    queryKey: queryKeys.units.unit(unitId),
    queryFn: ({ signal }) => callEndpoint(getPropertyUnit, { params: { id: unitId }, signal }),
  });
}

export function usePropertyUnit(unitId: string) {
  return useQuery(propertyUnitQueryOptions(unitId));
}

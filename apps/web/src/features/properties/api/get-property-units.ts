import { getPropertyUnits as getPropertyUnitsEndpoint } from '@hostdeck/contract/properties/properties.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

export function getPropertyUnits(propertyId: string, page: number, signal?: AbortSignal) {
  return callEndpoint(getPropertyUnitsEndpoint, { params: { propertyId }, query: { page }, signal });
}

export function propertyUnitsQueryOptions(propertyId: string, page: number) {
  return queryOptions({
    queryKey: queryKeys.properties.units(propertyId, page),
    queryFn: ({ signal }) => getPropertyUnits(propertyId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePropertyUnits(propertyId: string, page: number) {
  return useQuery(propertyUnitsQueryOptions(propertyId, page));
}

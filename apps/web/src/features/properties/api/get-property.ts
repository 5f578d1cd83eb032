import { getProperty as getPropertyEndpoint } from '@hostdeck/contract/properties/properties.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { propertiesQueryKeys } from './properties-query-keys';

export function getProperty(propertyId: string, signal?: AbortSignal) {
  return callEndpoint(getPropertyEndpoint, { params: { id: propertyId }, signal });
}

export function propertyQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: propertiesQueryKeys.detail(propertyId),
    queryFn: ({ signal }) => getProperty(propertyId, signal),
  });
}

export function useProperty(propertyId: string) {
  return useQuery(propertyQueryOptions(propertyId));
}

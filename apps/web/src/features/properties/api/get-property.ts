import { getProperty as getPropertyEndpoint } from '@hostdeck/contract/properties/properties.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

export function getProperty(propertyId: string, signal?: AbortSignal) {
  return callEndpoint(getPropertyEndpoint, { params: { id: propertyId }, signal });
}

export function propertyQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: queryKeys.properties.detail(propertyId),
    queryFn: ({ signal }) => getProperty(propertyId, signal),
  });
}

export function useProperty(propertyId: string) {
  return useQuery(propertyQueryOptions(propertyId));
}

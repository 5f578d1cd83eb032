import { getProperty } from '@hostdeck/contract/properties/properties.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

// The read apart from the save (property-location.ts), so the unit page's loader can ask for it
// without loading the save's schemas.

export function propertyQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: queryKeys.properties.detail(propertyId),
    queryFn: ({ signal }) => callEndpoint(getProperty, { params: { id: propertyId }, signal }),
  });
}

export function useProperty(propertyId: string) {
  return useQuery(propertyQueryOptions(propertyId));
}

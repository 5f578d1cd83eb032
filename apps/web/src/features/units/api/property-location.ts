import { getProperty, savePropertyLocation } from '@hostdeck/contract/properties/properties.endpoints';
import type { SaveLocationBody } from '@hostdeck/contract/properties/property.schemas';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { unitQueryKeys } from './unit-query-keys';

export function propertyQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: unitQueryKeys.property(propertyId),
    queryFn: ({ signal }) => callEndpoint(getProperty, { params: { id: propertyId }, signal }),
  });
}

export function useProperty(propertyId: string) {
  return useQuery(propertyQueryOptions(propertyId));
}

/** PUT /api/app/properties/:id/location/save (spec §7, default action). */
export function useSavePropertyLocation(propertyId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: SaveLocationBody) =>
      callEndpoint(savePropertyLocation, { params: { id: propertyId, action: 'save' }, body }),
    onSuccess: (property) => queryClient.setQueryData(unitQueryKeys.property(propertyId), property),
  });
}

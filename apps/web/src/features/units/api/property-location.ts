import { savePropertyLocation } from '@hostdeck/contract/properties/properties.endpoints';
import type { SaveLocationBody } from '@hostdeck/contract/properties/address-input.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { conflictingRecord, ifMatchOf, type VersionedWrite } from '@/shared/api/versioned-write';
import { queryKeys } from '@/shared/api/query-keys';

/**
 * PUT /api/app/properties/:id/location/save (the default action). With a version the save is refused
 * (412) once someone else saved the property, and the property as it is now replaces the cached one.
 */
export function useSavePropertyLocation(propertyId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ body, version }: VersionedWrite<SaveLocationBody>) =>
      callEndpoint(savePropertyLocation, {
        params: { id: propertyId, action: 'save' },
        body,
        ...ifMatchOf(version),
      }),
    onSuccess: (property) => queryClient.setQueryData(queryKeys.properties.detail(propertyId), property),
    onError: async (error) => {
      const current = await conflictingRecord(error, () =>
        import('@hostdeck/contract/properties/property.schemas').then((m) => m.propertySchema),
      );
      if (current) queryClient.setQueryData(queryKeys.properties.detail(propertyId), current);
    },
  });
}

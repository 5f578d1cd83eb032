import { updateProperty as updatePropertyEndpoint } from '@hostdeck/contract/properties/properties.endpoints';
import type { UpdatePropertyBody } from '@hostdeck/contract/properties/property.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { conflictingRecord, ifMatchOf, type VersionedWrite } from '@/shared/api/versioned-write';
import { queryKeys } from '@/shared/api/query-keys';

export function updateProperty(propertyId: string, { body, version }: VersionedWrite<UpdatePropertyBody>) {
  return callEndpoint(updatePropertyEndpoint, { params: { id: propertyId }, body, ...ifMatchOf(version) });
}

/**
 * The form maps field errors itself, so it opts out of the toast. With a version the save is refused
 * (412) once someone else saved the property, and the property as it is now replaces the cached one.
 */
export function useUpdateProperty(propertyId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (write: VersionedWrite<UpdatePropertyBody>) => updateProperty(propertyId, write),
    errorToast: false,
    onSuccess: async (property) => {
      queryClient.setQueryData(queryKeys.properties.detail(propertyId), property);
      // Titles show in the properties list and the unit selector.
      await queryClient.invalidateQueries({ queryKey: queryKeys.properties.lists() });
    },
    onError: async (error) => {
      const current = await conflictingRecord(error, () =>
        import('@hostdeck/contract/properties/property.schemas').then((m) => m.propertySchema),
      );
      if (current) queryClient.setQueryData(queryKeys.properties.detail(propertyId), current);
    },
  });
}

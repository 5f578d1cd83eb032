import { updateProperty as updatePropertyEndpoint } from '@hostdeck/contract/properties/properties.endpoints';
import type { UpdatePropertyBody } from '@hostdeck/contract/properties/property.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { queryKeys } from '@/shared/api/query-keys';

export function updateProperty(propertyId: string, body: UpdatePropertyBody) {
  return callEndpoint(updatePropertyEndpoint, { params: { id: propertyId }, body });
}

/** The form maps field errors itself, so it opts out of the toast. */
export function useUpdateProperty(propertyId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: UpdatePropertyBody) => updateProperty(propertyId, body),
    errorToast: false,
    onSuccess: async (property) => {
      queryClient.setQueryData(queryKeys.properties.detail(propertyId), property);
      // Titles show in the properties list and the unit selector.
      await queryClient.invalidateQueries({ queryKey: queryKeys.properties.lists() });
    },
  });
}

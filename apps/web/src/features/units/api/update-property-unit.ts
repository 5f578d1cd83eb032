import { updatePropertyUnit } from '@hostdeck/contract/properties/property-units.endpoints';
import type { UpdatePropertyUnitBody } from '@hostdeck/contract/properties/property-unit.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { unitListingKeys, unitQueryKeys } from './unit-query-keys';

/** PATCH /api/app/property-unit/:id; the answer replaces the cached unit (spec §4 "patches the cached data"). */
export function useUpdatePropertyUnit(unitId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: UpdatePropertyUnitBody) =>
      callEndpoint(updatePropertyUnit, { params: { id: unitId }, body }),
    onSuccess: (unit) => {
      queryClient.setQueryData(unitQueryKeys.unit(unitId), unit);
      for (const queryKey of unitListingKeys(unitId)) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

import { updatePropertyUnit } from '@hostdeck/contract/properties/property-units.endpoints';
import type { UpdatePropertyUnitBody } from '@hostdeck/contract/properties/property-unit.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { queryKeys, unitShownElsewhereKeys } from '@/shared/api/query-keys';

/** PATCH /api/app/property-unit/:id; the answer replaces the cached unit. */
export function useUpdatePropertyUnit(unitId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: UpdatePropertyUnitBody) =>
      callEndpoint(updatePropertyUnit, { params: { id: unitId }, body }),
    onSuccess: (unit) => {
      queryClient.setQueryData(queryKeys.units.unit(unitId), unit);
      for (const queryKey of unitShownElsewhereKeys(unitId)) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

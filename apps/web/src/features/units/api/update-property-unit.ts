import { updatePropertyUnit } from '@hostdeck/contract/properties/property-units.endpoints';
import type { UpdatePropertyUnitBody } from '@hostdeck/contract/properties/property-unit.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { conflictingRecord, ifMatchOf, type VersionedWrite } from '@/shared/api/versioned-write';
import { queryKeys, unitShownElsewhereKeys } from '@/shared/api/query-keys';

/**
 * PATCH /api/app/property-unit/:id; the answer replaces the cached unit. With a version the save is
 * refused (412) once someone else saved the unit, and the unit as it is now replaces the cached one.
 */
export function useUpdatePropertyUnit(unitId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ body, version }: VersionedWrite<UpdatePropertyUnitBody>) =>
      callEndpoint(updatePropertyUnit, { params: { id: unitId }, body, ...ifMatchOf(version) }),
    onSuccess: (unit) => {
      queryClient.setQueryData(queryKeys.units.unit(unitId), unit);
      for (const queryKey of unitShownElsewhereKeys()) void queryClient.invalidateQueries({ queryKey });
    },
    onError: async (error) => {
      const current = await conflictingRecord(error, () =>
        import('@hostdeck/contract/properties/property-unit.schemas').then((m) => m.propertyUnitSchema),
      );
      if (current) queryClient.setQueryData(queryKeys.units.unit(unitId), current);
    },
  });
}

import {
  deletePropertyUnit,
  publishPropertyUnit,
  unpublishPropertyUnit,
} from '@hostdeck/contract/properties/property-units.endpoints';
import type { PropertyListResponse } from '@hostdeck/contract/properties/property-list.schemas';
import type { PropertyUnitState } from '@hostdeck/contract/properties/property-unit-state.schemas';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { userInfoQueryKey } from '@/shared/api/use-user-info';
import { homeQueryKeys } from '@/features/home/api/home-query-keys';
import { propertiesQueryKeys } from './properties-query-keys';

type UnitPage = { items: { id: string; state: PropertyUnitState }[] };

/** Patches one unit in every cached units page at once, so the row changes before the refetch lands. */
function patchCachedUnit(queryClient: QueryClient, unitId: string, state: PropertyUnitState | null) {
  queryClient.setQueriesData<UnitPage>({ queryKey: propertiesQueryKeys.unitLists() }, (page) =>
    page
      ? {
          ...page,
          items:
            state === null
              ? page.items.filter((unit) => unit.id !== unitId)
              : page.items.map((unit) => (unit.id === unitId ? { ...unit, state } : unit)),
        }
      : page,
  );
  queryClient.setQueriesData<PropertyListResponse>({ queryKey: propertiesQueryKeys.lists() }, (list) =>
    list
      ? {
          ...list,
          items: list.items.map((property) => ({
            ...property,
            units:
              state === null
                ? property.units.filter((unit) => unit.id !== unitId)
                : property.units.map((unit) => (unit.id === unitId ? { ...unit, state } : unit)),
          })),
        }
      : list,
  );
}

/** The summary counts and the property's state are the server's to compute: refetch everything. */
/** A unit's state shows in the property lists and in the home overview (its listings in progress). */
function refreshAfterUnitChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: propertiesQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: homeQueryKeys.all }),
  ]);
}

export function usePublishUnit() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (unitId: string) => callEndpoint(publishPropertyUnit, { params: { id: unitId } }),
    onSuccess: async ({ unit, userInfo }, unitId) => {
      patchCachedUnit(queryClient, unitId, unit.state);
      // spec §4: publishing answers the user info too (onboarding may have moved on).
      queryClient.setQueryData(userInfoQueryKey, userInfo);
      await refreshAfterUnitChange(queryClient);
    },
  });
}

export function useUnpublishUnit() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (unitId: string) => callEndpoint(unpublishPropertyUnit, { params: { id: unitId } }),
    onSuccess: async ({ unit, userInfo }, unitId) => {
      patchCachedUnit(queryClient, unitId, unit.state);
      queryClient.setQueryData(userInfoQueryKey, userInfo);
      await refreshAfterUnitChange(queryClient);
    },
  });
}

export function useDeleteUnit() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (unitId: string) => callEndpoint(deletePropertyUnit, { params: { id: unitId } }),
    onSuccess: async (_nothing, unitId) => {
      // spec §4: a deleted unit disappears from every list.
      patchCachedUnit(queryClient, unitId, null);
      await Promise.all([
        refreshAfterUnitChange(queryClient),
        queryClient.invalidateQueries({ queryKey: userInfoQueryKey }),
      ]);
    },
  });
}

import {
  deletePropertyUnit,
  publishPropertyUnit,
  unpublishPropertyUnit,
} from '@hostdeck/contract/properties/property-units.endpoints';
import type {
  PropertyListResponse,
  PropertyListUnit,
} from '@hostdeck/contract/properties/property-list.schemas';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { queryKeys } from '@/shared/api/query-keys';

type UnitPage = { items: PropertyListUnit[] };
/** What an action's answer changes on a listed unit: its state and, with it, what the host may do next. */
type UnitChange = Pick<PropertyListUnit, 'state' | 'availableActions'>;

// Field by field: the answer is a whole unit, and only these two belong on a listed one.
const patched = (unit: PropertyListUnit, change: UnitChange): PropertyListUnit => ({
  ...unit,
  state: change.state,
  availableActions: change.availableActions,
});

/** Patches one unit in every cached units page at once, so the row changes before the refetch lands. */
function patchCachedUnit(queryClient: QueryClient, unitId: string, change: UnitChange | null) {
  queryClient.setQueriesData<UnitPage>({ queryKey: queryKeys.properties.unitLists() }, (page) =>
    page
      ? {
          ...page,
          items:
            change === null
              ? page.items.filter((unit) => unit.id !== unitId)
              : page.items.map((unit) => (unit.id === unitId ? patched(unit, change) : unit)),
        }
      : page,
  );
  queryClient.setQueriesData<PropertyListResponse>({ queryKey: queryKeys.properties.lists() }, (list) =>
    list
      ? {
          ...list,
          items: list.items.map((property) => ({
            ...property,
            units:
              change === null
                ? property.units.filter((unit) => unit.id !== unitId)
                : property.units.map((unit) => (unit.id === unitId ? patched(unit, change) : unit)),
          })),
        }
      : list,
  );
}

/** The summary counts and the property's state are the server's to compute: refetch everything. */
/** A unit's state shows in the property lists and in the home overview (its listings in progress). */
function refreshAfterUnitChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.properties.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.home.all }),
  ]);
}

export function usePublishUnit() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (unitId: string) => callEndpoint(publishPropertyUnit, { params: { id: unitId } }),
    onSuccess: async ({ unit, userInfo }, unitId) => {
      patchCachedUnit(queryClient, unitId, unit);
      // Publishing answers the user info too (onboarding may have moved on).
      queryClient.setQueryData(queryKeys.user.info(), userInfo);
      await refreshAfterUnitChange(queryClient);
    },
  });
}

export function useUnpublishUnit() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (unitId: string) => callEndpoint(unpublishPropertyUnit, { params: { id: unitId } }),
    onSuccess: async ({ unit, userInfo }, unitId) => {
      patchCachedUnit(queryClient, unitId, unit);
      queryClient.setQueryData(queryKeys.user.info(), userInfo);
      await refreshAfterUnitChange(queryClient);
    },
  });
}

export function useDeleteUnit() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (unitId: string) => callEndpoint(deletePropertyUnit, { params: { id: unitId } }),
    onSuccess: async (_nothing, unitId) => {
      // A deleted unit disappears from every list.
      patchCachedUnit(queryClient, unitId, null);
      await Promise.all([
        refreshAfterUnitChange(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.user.info() }),
      ]);
    },
  });
}

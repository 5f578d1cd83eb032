import { initOnboarding } from '@hostdeck/contract/onboarding/onboarding.endpoints';
import { createProperty, createPropertyUnit } from '@hostdeck/contract/properties/properties.endpoints';
import type { PropertyType } from '@hostdeck/contract/properties/property-unit-state.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { queryKeys } from '@/shared/api/query-keys';

/** POST /api/app/properties: a new property with its first unit. */
export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: async (propertyType: PropertyType) => {
      const { property } = await callEndpoint(createProperty, { body: { propertyType } });
      // A new property has exactly one unit, its first.
      return { propertyId: property.id, unitId: property.unitIds[0] ?? '' };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.properties.all }),
  });
}

/** POST /api/app/properties/:id/units: one more unit of a multi-unit property. */
export function useCreateUnit() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: async (propertyId: string) => {
      const unit = await callEndpoint(createPropertyUnit, { params: { id: propertyId } });
      return { propertyId, unitId: unit.propertyUnitPublicId };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.properties.all }),
  });
}

/** POST /api/app/user/init-onboarding: answers the user info, which replaces the cached one. */
export function useInitOnboarding() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: () => callEndpoint(initOnboarding),
    onSuccess: (userInfo) => queryClient.setQueryData(queryKeys.user.info(), userInfo),
  });
}

import type { PropertyType } from '@hostdeck/contract/properties/property-unit-state.schemas';
import type { AccommodationType } from '@hostdeck/contract/properties/property-unit-options.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useUpdateProperty } from '@/features/properties/api/update-property';
import { useUpdatePropertyUnit } from '@/features/units/api/update-property-unit';
import { queryKeys } from '@/shared/api/query-keys';

export interface PropertyTypeChoice {
  propertyType: PropertyType;
  accommodationType: AccommodationType | null;
}

/**
 * Saves the listing's first step: PATCH the property's type only when it changed (the server may
 * refuse with 409 properties.typeChangeNotAllowed), then the unit's accommodation type. Both
 * answers land in the query cache before this resolves, so the shell computes the next step from
 * the fresh property (single-unit and multi-unit flows differ).
 */
export function useSavePropertyType(propertyId: string, unitId: string) {
  const queryClient = useQueryClient();
  const updateProperty = useUpdateProperty(propertyId);
  const updateUnit = useUpdatePropertyUnit(unitId);
  return async (current: PropertyType, choice: PropertyTypeChoice) => {
    if (choice.propertyType !== current) {
      await updateProperty.mutateAsync({ body: { propertyType: choice.propertyType } });
    }
    if (choice.propertyType === 'single' && choice.accommodationType !== null) {
      await updateUnit.mutateAsync({ body: { accommodationType: choice.accommodationType } });
    } else if (choice.propertyType !== current) {
      // The unit carries its property's type too.
      await queryClient.invalidateQueries({ queryKey: queryKeys.units.unit(unitId) });
    }
  };
}

import { useQuery } from '@tanstack/react-query';
import { propertyUnitQueryOptions } from '@/shared/api/get-property-unit';

/** The selected unit's public listing links; none while publishing. */
export function useUnitPreviewLinks(unitId: string | null) {
  const query = useQuery({
    ...propertyUnitQueryOptions(unitId ?? ''),
    enabled: unitId !== null,
    select: (unit) => unit.links.preview,
  });
  return unitId ? (query.data ?? []) : [];
}

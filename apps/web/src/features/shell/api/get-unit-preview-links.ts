import { getPropertyUnit } from '@hostdeck/contract/properties/property-units.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

export function getSelectedUnit(unitId: string, signal?: AbortSignal) {
  return callEndpoint(getPropertyUnit, { params: { id: unitId }, signal });
}

export function selectedUnitQueryOptions(unitId: string) {
  return queryOptions({
    queryKey: queryKeys.properties.unit(unitId),
    queryFn: ({ signal }) => getSelectedUnit(unitId, signal),
  });
}

/** The selected unit's public listing links; none while publishing. */
export function useUnitPreviewLinks(unitId: string | null) {
  const query = useQuery({
    ...selectedUnitQueryOptions(unitId ?? ''),
    enabled: unitId !== null,
    select: (unit) => unit.links.preview,
  });
  return unitId ? (query.data ?? []) : [];
}

import { getPropertyUnit } from '@hostdeck/contract/properties/property-units.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { shellQueryKeys } from './shell-query-keys';

export function getSelectedUnit(unitId: string, signal?: AbortSignal) {
  return callEndpoint(getPropertyUnit, { params: { id: unitId }, signal });
}

export function selectedUnitQueryOptions(unitId: string) {
  return queryOptions({
    queryKey: shellQueryKeys.unit(unitId),
    queryFn: ({ signal }) => getSelectedUnit(unitId, signal),
  });
}

/** The selected unit's public listing links (spec §2 "Preview button"); none while publishing. */
export function useUnitPreviewLinks(unitId: string | null) {
  const query = useQuery({
    ...selectedUnitQueryOptions(unitId ?? ''),
    enabled: unitId !== null,
    select: (unit) => unit.links.preview,
  });
  return unitId ? (query.data ?? []) : [];
}

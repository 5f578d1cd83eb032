import { getPropertyUnit } from '@hostdeck/contract/properties/property-units.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './api-client';
import { queryKeys } from './query-keys';

/**
 * One unit under one cache key, wherever it shows: the unit's pages and the top bar's unit
 * selector read the same entry, so a unit page fetches its unit once (two keys for one address
 * fetched it twice) and a save shows in the top bar at once.
 */
export function propertyUnitQueryOptions(unitId: string) {
  return queryOptions({
    queryKey: queryKeys.units.unit(unitId),
    queryFn: ({ signal }) => callEndpoint(getPropertyUnit, { params: { id: unitId }, signal }),
  });
}

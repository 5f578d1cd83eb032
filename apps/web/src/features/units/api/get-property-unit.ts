import { getPropertyUnit } from '@hostdeck/contract/properties/property-units.endpoints';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { notFoundError } from '@/shared/api/api-error';
import { queryKeys } from '@/shared/api/query-keys';

export function propertyUnitQueryOptions(unitId: string) {
  return queryOptions({
    queryKey: queryKeys.units.unit(unitId),
    queryFn: ({ signal }) => callEndpoint(getPropertyUnit, { params: { id: unitId }, signal }),
  });
}

export function usePropertyUnit(unitId: string) {
  return useQuery(propertyUnitQueryOptions(unitId));
}

/**
 * For a route loader: the unit an address names, in the cache before the page renders. A unit the
 * server does not know (or another host's: the same 404), one of another property than the address
 * says, or a deleted one is not found, and the route's error boundary shows the not-found page.
 */
export async function ensureUnitOfProperty(queryClient: QueryClient, propertyId: string, unitId: string) {
  const unit = await queryClient.ensureQueryData(propertyUnitQueryOptions(unitId));
  if (unit.propertyId !== propertyId || unit.state === 'DELETED') throw notFoundError();
  return unit;
}

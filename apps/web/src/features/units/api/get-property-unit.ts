import { useQuery, type QueryClient } from '@tanstack/react-query';
import { notFoundError } from '@/shared/api/api-error';
import { propertyUnitQueryOptions } from '@/shared/api/get-property-unit';

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

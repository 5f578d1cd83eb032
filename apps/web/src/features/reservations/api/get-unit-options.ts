import { MAX_PAGE_SIZE } from '@hostdeck/contract/constants';
import { getUnitSelectorList } from '@hostdeck/contract/properties/property-units.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

/**
 * The units a list can be narrowed to: the first page of the host's properties with their units,
 * matching the typed text. A host with more units than one page finds the rest by typing.
 */
export function getUnitOptions(search: string, signal?: AbortSignal) {
  const query = { page: 1, limit: MAX_PAGE_SIZE, ...(search ? { criteria: { search } } : {}) };
  return callEndpoint(getUnitSelectorList, { query, signal });
}

export function useUnitOptions(search: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.properties.unitFilter(search),
      queryFn: ({ signal }) => getUnitOptions(search, signal),
      placeholderData: keepPreviousData,
      // Units change rarely while a host reads reservations; unit actions refresh this key anyway.
      staleTime: 60_000,
      enabled,
    }),
  );
}

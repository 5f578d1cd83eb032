import { UNIT_SELECTOR_PAGE_SIZE } from '@hostdeck/contract/constants';
import { getUnitSelectorList } from '@hostdeck/contract/properties/property-units.endpoints';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

// Under 'properties' so a unit action (publish, delete) refreshes the selector too.
export function getUnitSelectorPage(search: string, page: number, signal?: AbortSignal) {
  const query = { page, limit: UNIT_SELECTOR_PAGE_SIZE, ...(search ? { criteria: { search } } : {}) };
  return callEndpoint(getUnitSelectorList, { query, signal });
}

/** Pages of 20, loaded only while the selector is open. */
export function useUnitSelectorList(search: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.properties.unitSelector(search),
    queryFn: ({ pageParam, signal }) => getUnitSelectorPage(search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.pageCount ? pagination.page + 1 : undefined,
    enabled,
  });
}

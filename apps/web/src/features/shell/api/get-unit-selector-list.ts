import { UNIT_SELECTOR_PAGE_SIZE } from '@hostdeck/contract/constants';
import { getUnitSelectorList } from '@hostdeck/contract/properties/property-units.endpoints';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';

// Under 'properties' so a unit action (publish, delete) refreshes the selector too.
export const unitSelectorQueryKey = (search: string) => ['properties', 'unit-selector', { search }] as const;

export function getUnitSelectorPage(search: string, page: number, signal?: AbortSignal) {
  const query = { page, limit: UNIT_SELECTOR_PAGE_SIZE, ...(search ? { criteria: { search } } : {}) };
  return callEndpoint(getUnitSelectorList, { query, signal });
}

/** Pages of 20 (spec §2 "Unit selector modal"), loaded only while the selector is open. */
export function useUnitSelectorList(search: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: unitSelectorQueryKey(search),
    queryFn: ({ pageParam, signal }) => getUnitSelectorPage(search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.pageCount ? pagination.page + 1 : undefined,
    enabled,
  });
}

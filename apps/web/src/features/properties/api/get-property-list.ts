import { getPropertyList as getPropertyListEndpoint } from '@hostdeck/contract/properties/properties.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

/** The search is already trimmed by the caller; an empty one is left out of the query. */
export function getPropertyList(search: string, page: number, signal?: AbortSignal) {
  const query = search ? { criteria: { search }, page } : { page };
  return callEndpoint(getPropertyListEndpoint, { query, signal });
}

export function propertyListQueryOptions(search: string, page: number) {
  return queryOptions({
    queryKey: queryKeys.properties.list(search, page),
    queryFn: ({ signal }) => getPropertyList(search, page, signal),
    // The previous page stays on screen while the next one loads: no jump to a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function usePropertyList(search: string, page: number) {
  return useQuery(propertyListQueryOptions(search, page));
}

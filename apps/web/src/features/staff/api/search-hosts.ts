import { searchHosts as searchHostsEndpoint } from '@hostdeck/contract/staff/staff.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

export function searchHosts(search: string, page: number, signal?: AbortSignal) {
  return callEndpoint(searchHostsEndpoint, { query: { search, page }, signal });
}

export function searchHostsQueryOptions(search: string, page: number) {
  return queryOptions({
    queryKey: queryKeys.staff.hosts(search, page),
    queryFn: ({ signal }) => searchHosts(search, page, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useSearchHosts(search: string, page: number) {
  return useQuery(searchHostsQueryOptions(search, page));
}

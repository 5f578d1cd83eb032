import { getHomeOverview as getHomeOverviewEndpoint } from '@hostdeck/contract/home/home.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

export function getHomeOverview(signal?: AbortSignal) {
  return callEndpoint(getHomeOverviewEndpoint, { signal });
}

export function homeOverviewQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.home.overview(),
    queryFn: ({ signal }) => getHomeOverview(signal),
  });
}

export function useHomeOverview() {
  return useQuery(homeOverviewQueryOptions());
}

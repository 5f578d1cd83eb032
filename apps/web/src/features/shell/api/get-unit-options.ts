import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPropertyList } from '@hostdeck/contract/properties/properties.endpoints';
import { callEndpoint } from '@/shared/api/api-client';
import { shellQueryKeys } from './shell-query-keys';

/** The first page of the host's properties with their units, filtered by a search text. */
export function getUnitOptions(search: string) {
  const query = search ? { criteria: { search }, page: 1 } : { page: 1 };
  return callEndpoint(getPropertyList, { query });
}

export function unitOptionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: shellQueryKeys.unitOptions(search),
    queryFn: () => getUnitOptions(search),
    placeholderData: keepPreviousData,
  });
}

export function useUnitOptions(search: string) {
  return useQuery(unitOptionsQueryOptions(search));
}

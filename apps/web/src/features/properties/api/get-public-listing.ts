import { getPublicListing as getPublicListingEndpoint } from '@hostdeck/contract/public-listing/public-listing.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

export function getPublicListing(unitPublicId: string, signal?: AbortSignal) {
  return callEndpoint(getPublicListingEndpoint, { params: { unitPublicId }, signal });
}

export function publicListingQueryOptions(unitPublicId: string) {
  return queryOptions({
    queryKey: queryKeys.publicListing(unitPublicId),
    queryFn: ({ signal }) => getPublicListing(unitPublicId, signal),
  });
}

export function usePublicListing(unitPublicId: string) {
  return useQuery(publicListingQueryOptions(unitPublicId));
}

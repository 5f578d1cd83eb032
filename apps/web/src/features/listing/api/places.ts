import { searchPlaces } from '@hostdeck/contract/listing/listing.endpoints';
import type { SetPropertyPlaceBody } from '@hostdeck/contract/listing/places.schemas';
import { setPropertyPlace } from '@hostdeck/contract/properties/properties.endpoints';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { propertiesQueryKeys } from '@/features/properties/api/properties-query-keys';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';

/** The contract's minimum (searchPlacesQuerySchema), compared after trimming (spec §5). */
export const PLACE_QUERY_MIN_LENGTH = 2;

export const placesQueryKeys = {
  search: (query: string) => ['places', 'search', query] as const,
};

/** GET /api/app/places: runs only for a trimmed query of at least 2 characters. */
export function usePlaceSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: placesQueryKeys.search(trimmed),
    queryFn: ({ signal }) => callEndpoint(searchPlaces, { query: { query: trimmed }, signal }),
    enabled: trimmed.length >= PLACE_QUERY_MIN_LENGTH,
    // Keeps the last list on screen while the next query loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** PUT /api/app/properties/:id/place; the answer replaces the cached property the flow reads. */
export function useSetPropertyPlace(propertyId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: SetPropertyPlaceBody) =>
      callEndpoint(setPropertyPlace, { params: { id: propertyId }, body }),
    onSuccess: (property) => queryClient.setQueryData(propertiesQueryKeys.detail(propertyId), property),
  });
}

import { searchPlaces } from '@hostdeck/contract/listing/listing.endpoints';
import type { SetPropertyPlaceBody } from '@hostdeck/contract/listing/places.schemas';
import { setPropertyPlace } from '@hostdeck/contract/properties/properties.endpoints';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { queryKeys } from '@/shared/api/query-keys';

/** The contract's minimum (searchPlacesQuerySchema), compared after trimming. */
export const PLACE_QUERY_MIN_LENGTH = 2;

/** GET /api/app/places: runs only for a trimmed query of at least 2 characters. */
export function usePlaceSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: queryKeys.places(trimmed),
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
    onSuccess: (property) => queryClient.setQueryData(queryKeys.properties.detail(propertyId), property),
  });
}

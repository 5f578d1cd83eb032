import { getUnitSeasons, putUnitSeasons } from '@hostdeck/contract/listing/listing.endpoints';
import type { PutUnitSeasonsBody } from '@hostdeck/contract/listing/seasons.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { queryKeys } from '@/shared/api/query-keys';

/** GET /api/app/property-unit/:id/seasons (by start date). */
export function useUnitSeasons(unitId: string) {
  return useQuery({
    queryKey: queryKeys.units.seasons(unitId),
    queryFn: ({ signal }) => callEndpoint(getUnitSeasons, { params: { id: unitId }, signal }),
  });
}

/** PUT replaces the whole list (an empty list removes every season); the answer replaces the cache. */
export function usePutUnitSeasons(unitId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: PutUnitSeasonsBody) => callEndpoint(putUnitSeasons, { params: { id: unitId }, body }),
    onSuccess: (seasons) => queryClient.setQueryData(queryKeys.units.seasons(unitId), seasons),
  });
}

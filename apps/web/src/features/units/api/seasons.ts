import { getUnitSeasons, putUnitSeasons } from '@hostdeck/contract/listing/listing.endpoints';
import type { PutUnitSeasonsBody } from '@hostdeck/contract/listing/seasons.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';

export const seasonsQueryKeys = {
  unit: (unitId: string) => ['units', unitId, 'seasons'] as const,
};

/** GET /api/app/property-unit/:id/seasons (by start date). */
export function useUnitSeasons(unitId: string) {
  return useQuery({
    queryKey: seasonsQueryKeys.unit(unitId),
    queryFn: ({ signal }) => callEndpoint(getUnitSeasons, { params: { id: unitId }, signal }),
  });
}

/** PUT replaces the whole list (an empty list removes every season); the answer replaces the cache. */
export function usePutUnitSeasons(unitId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: PutUnitSeasonsBody) => callEndpoint(putUnitSeasons, { params: { id: unitId }, body }),
    onSuccess: (seasons) => queryClient.setQueryData(seasonsQueryKeys.unit(unitId), seasons),
  });
}

import { getListingProgress, putListingProgress } from '@hostdeck/contract/listing/listing.endpoints';
import type { ListingStepName } from '@hostdeck/contract/listing/listing.schemas';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { queryKeys } from '@/shared/api/query-keys';

export function listingProgressQueryOptions(unitId: string) {
  return queryOptions({
    queryKey: queryKeys.units.listingProgress(unitId),
    queryFn: ({ signal }) => callEndpoint(getListingProgress, { params: { id: unitId }, signal }),
  });
}

/** The unit's completed steps. */
export function useListingProgress(unitId: string) {
  return useQuery(listingProgressQueryOptions(unitId));
}

export function usePutListingProgress(unitId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (completedSteps: ListingStepName[]) =>
      callEndpoint(putListingProgress, { params: { id: unitId }, body: { completedSteps } }),
    onSuccess: async (progress) => {
      queryClient.setQueryData(queryKeys.units.listingProgress(unitId), progress);
      // The home overview and the property lists show the progress too.
      await queryClient.invalidateQueries({ queryKey: queryKeys.properties.all });
    },
  });
}

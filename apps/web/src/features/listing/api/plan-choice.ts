import { getUnitPlanChoice, putPlanChoice } from '@hostdeck/contract/listing/listing.endpoints';
import type { PutPlanChoiceBody } from '@hostdeck/contract/listing/plan-choice.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { queryKeys } from '@/shared/api/query-keys';

/** GET /api/app/property-unit/:id/plan-choice: the plan, services and boost chosen while listing. */
export function useUnitPlanChoice(unitId: string) {
  return useQuery({
    queryKey: queryKeys.units.planChoice(unitId),
    queryFn: ({ signal }) => callEndpoint(getUnitPlanChoice, { params: { id: unitId }, signal }),
  });
}

/** PUT .../plan-choice with any subset of planId, services, boost; the answer is the whole choice. */
export function usePutPlanChoice(unitId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: PutPlanChoiceBody) => callEndpoint(putPlanChoice, { params: { id: unitId }, body }),
    onSuccess: (choice) => queryClient.setQueryData(queryKeys.units.planChoice(unitId), choice),
  });
}

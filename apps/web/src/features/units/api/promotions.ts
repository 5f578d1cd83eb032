import {
  getPromotions,
  getPromotionsConfiguration,
  savePromotion,
} from '@hostdeck/contract/promotions/promotions.endpoints';
import type { SavePromotionBody } from '@hostdeck/contract/promotions/promotions.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { queryKeys } from '@/shared/api/query-keys';

export function usePromotions(unitId: string) {
  return useQuery({
    queryKey: queryKeys.units.promotions(unitId),
    queryFn: ({ signal }) => callEndpoint(getPromotions, { params: { id: unitId }, signal }),
  });
}

export function usePromotionsConfiguration(unitId: string) {
  return useQuery({
    queryKey: queryKeys.units.promotionsConfiguration(unitId),
    queryFn: ({ signal }) => callEndpoint(getPromotionsConfiguration, { params: { id: unitId }, signal }),
  });
}

/** POST .../promotion creates or updates one promotion (by type); enabled drives ACTIVE/INACTIVE. */
export function useSavePromotion(unitId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: SavePromotionBody) => callEndpoint(savePromotion, { params: { id: unitId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.units.promotions(unitId) }),
  });
}

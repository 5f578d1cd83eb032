import { getUnitStayRules, putUnitStayRules } from '@hostdeck/contract/calendar/stay-rules.endpoints';
import type { PutUnitStayRulesBody } from '@hostdeck/contract/calendar/stay-rules.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { conflictingRecord, ifMatchOf, type VersionedWrite } from '@/shared/api/versioned-write';

/** Under the unit's own key: refetching the unit (prefix) refetches its rules too. */
const stayRulesKey = (unitId: string) => [...queryKeys.units.unit(unitId), 'stay-rules'] as const;

/** GET /api/app/property-unit/:id/stay-rules: the unit's rules and each season's overrides. */
export function useUnitStayRules(unitId: string) {
  return useQuery({
    queryKey: stayRulesKey(unitId),
    queryFn: ({ signal }) => callEndpoint(getUnitStayRules, { params: { id: unitId }, signal }),
  });
}

/**
 * PUT with the unit's version as If-Match. The answer replaces the cached rules; the unit (its
 * version, minimum stay and notice moved on) and its seasons (their minimum stays) are read again.
 * A 412 puts the rules as they are now in the cache, for the conflict dialog to offer.
 */
export function usePutUnitStayRules(unitId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ body, version }: VersionedWrite<PutUnitStayRulesBody>) =>
      callEndpoint(putUnitStayRules, { params: { id: unitId }, body, ...ifMatchOf(version) }),
    onSuccess: (rules) => {
      queryClient.setQueryData(stayRulesKey(unitId), rules);
      void queryClient.invalidateQueries({ queryKey: queryKeys.units.unit(unitId), exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.units.seasons(unitId) });
    },
    onError: async (error) => {
      const current = await conflictingRecord(error, () =>
        import('@hostdeck/contract/calendar/stay-rules.schemas').then((m) => m.unitStayRulesResponseSchema),
      );
      if (current) queryClient.setQueryData(stayRulesKey(unitId), current);
    },
  });
}

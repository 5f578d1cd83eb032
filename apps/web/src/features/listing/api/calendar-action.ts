import { postCalendarAction } from '@hostdeck/contract/properties/property-units.endpoints';
import type { CalendarActionBody } from '@hostdeck/contract/properties/property-unit.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { queryKeys } from '@/shared/api/query-keys';

/** POST /api/app/property-unit/:id/calendar-action; the answer (the unit) replaces the cached unit. */
export function useCalendarAction(unitId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: CalendarActionBody) =>
      callEndpoint(postCalendarAction, { params: { id: unitId }, body }),
    onSuccess: (unit) => queryClient.setQueryData(queryKeys.units.unit(unitId), unit),
  });
}

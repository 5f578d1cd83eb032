import { postCalendarAction } from '@hostdeck/contract/properties/property-units.endpoints';
import {
  blockUnitDates,
  editCalendarRange,
  unblockUnitDates,
} from '@hostdeck/contract/calendar/calendar.endpoints';
import type { NightsRange, UnitCalendarResponse } from '@hostdeck/contract/calendar/calendar.schemas';
import type { CalendarStatus } from '@hostdeck/contract/properties/property-unit-options.schemas';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { patchCalendarDays, type NightsChange } from '../optimistic-days';

export interface NightsEdit {
  range: NightsRange;
  change: NightsChange;
}

function sendEdit(unitId: string, { range, change }: NightsEdit) {
  switch (change.kind) {
    case 'block':
      return callEndpoint(blockUnitDates, { params: { unitId }, body: range });
    case 'unblock':
      return callEndpoint(unblockUnitDates, { params: { unitId }, body: range });
    case 'price':
      return callEndpoint(editCalendarRange, {
        body: { unitIds: [unitId], ...range, change: { kind: 'price', nightly: change.nightly } },
      });
    case 'stay':
      return callEndpoint(editCalendarRange, {
        body: {
          unitIds: [unitId],
          ...range,
          change: { kind: 'stay', minStayNights: change.minStayNights, maxStayNights: change.maxStayNights },
        },
      });
  }
}

type Snapshot = [QueryKey, UnitCalendarResponse | undefined][];

/**
 * Block, unblock, price and stay-limit edits of one unit's nights. The month view changes at once
 * (every cached month of the unit), goes back to what it showed if the server refuses, and is
 * read again either way, since prices and neighbouring nights are the server's to compute.
 * `errorToast` is off for the stay form, which shows its field errors itself.
 */
export function useEditNights(unitId: string, options: { errorToast?: boolean } = {}) {
  const queryClient = useQueryClient();
  const unitKey = queryKeys.calendar.unit(unitId);
  return useApiMutation<unknown, NightsEdit, { snapshot: Snapshot }>({
    errorToast: options.errorToast,
    mutationFn: (edit) => sendEdit(unitId, edit),
    onMutate: async (edit) => {
      await queryClient.cancelQueries({ queryKey: unitKey });
      const snapshot = queryClient.getQueriesData<UnitCalendarResponse>({ queryKey: unitKey });
      queryClient.setQueriesData<UnitCalendarResponse>({ queryKey: unitKey }, (calendar) =>
        calendar ? patchCalendarDays(calendar, edit.range, edit.change) : calendar,
      );
      return { snapshot };
    },
    onError: (_error, _edit, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: unitKey }),
  });
}

/** POST calendar-action: opens, closes or pauses the unit's whole calendar. */
export function useSetCalendarStatus(unitId: string) {
  const queryClient = useQueryClient();
  const unitKey = queryKeys.calendar.unit(unitId);
  return useApiMutation<unknown, CalendarStatus, { snapshot: Snapshot }>({
    mutationFn: (status) => callEndpoint(postCalendarAction, { params: { id: unitId }, body: { status } }),
    onMutate: async (status) => {
      await queryClient.cancelQueries({ queryKey: unitKey });
      const snapshot = queryClient.getQueriesData<UnitCalendarResponse>({ queryKey: unitKey });
      queryClient.setQueriesData<UnitCalendarResponse>({ queryKey: unitKey }, (calendar) =>
        calendar ? { ...calendar, calendarStatus: status } : calendar,
      );
      return { snapshot };
    },
    onError: (_error, _status, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    // The unit's own page shows the status too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unitKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.units.unit(unitId) }),
      ]),
  });
}

import {
  blockUnitDates,
  editCalendarRange,
  unblockUnitDates,
} from '@hostdeck/contract/calendar/calendar.endpoints';
import type { TimelineResponse } from '@hostdeck/contract/calendar/calendar.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { applyTimelineEdit, type TimelineEdit, type TimelineEditTarget } from '../timeline-edits.rules';

/** Some units refused a block or an unblock (each unit is its own call); the others took it. */
export class UnitEditsRefused extends Error {
  constructor(readonly failures: { unitId: string; error: unknown }[]) {
    super(`${failures.length} unit(s) refused the edit`);
  }
}

async function sendEdit(target: TimelineEditTarget, edit: TimelineEdit): Promise<void> {
  const range = { dateFrom: target.dateFrom, dateTo: target.dateTo };
  if (edit.kind === 'price' || edit.kind === 'stay') {
    // One call for every unit: the server applies it to all or none.
    const change =
      edit.kind === 'price'
        ? ({ kind: 'price', nightly: edit.nightly } as const)
        : ({ kind: 'stay', minStayNights: edit.minStayNights, maxStayNights: edit.maxStayNights } as const);
    await callEndpoint(editCalendarRange, { body: { unitIds: [...target.unitIds], ...range, change } });
    return;
  }
  const endpoint = edit.kind === 'block' ? blockUnitDates : unblockUnitDates;
  const results = await Promise.allSettled(
    target.unitIds.map((unitId) => callEndpoint(endpoint, { params: { unitId }, body: range })),
  );
  const failures = results.flatMap((result, index) =>
    result.status === 'rejected'
      ? [{ unitId: target.unitIds[index] ?? '', error: result.reason as unknown }]
      : [],
  );
  if (failures.length > 0) throw new UnitEditsRefused(failures);
}

export interface EditVariables {
  target: TimelineEditTarget;
  edit: TimelineEdit;
}

/**
 * A range edit across the picked units, shown at once on every chunk read so far. On a refusal the
 * chunks are put back as they were before the edit; either way they are read again, and so is every
 * other calendar view (the month view of an edited unit).
 */
export function useTimelineEdit(options: {
  onError: (error: unknown) => void;
  onSuccess: (variables: EditVariables) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, edit }: EditVariables) => sendEdit(target, edit),
    onMutate: async ({ target, edit }: EditVariables) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.calendar.timeline() });
      const before = queryClient.getQueriesData<TimelineResponse>({
        queryKey: queryKeys.calendar.timeline(),
      });
      queryClient.setQueriesData<TimelineResponse>({ queryKey: queryKeys.calendar.timeline() }, (chunk) =>
        chunk ? applyTimelineEdit(chunk, target, edit) : chunk,
      );
      return { before };
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      options.onError(error);
    },
    onSuccess: (_data, variables) => options.onSuccess(variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.calendar.all }),
  });
}

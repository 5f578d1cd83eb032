import type { BookingType } from '@hostdeck/contract/properties/property-unit-options.schemas';
import { switchRemainingToInstantBooking } from '@hostdeck/contract/reservations/reservations.endpoints';
import { getTasks, updateTask } from '@hostdeck/contract/tasks/tasks.endpoints';
import type { Task } from '@hostdeck/contract/tasks/tasks.schemas';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { showFailureToast, showSuccessToast } from '@/shared/ui/toast';

/** The task that asks the host to switch the units still on request to instant booking. */
export const INSTANT_BOOKING_TASK = 'bulk_switch_to_instant_booking';

/** Still waiting for the host: not started or started, neither done nor hidden. */
export function isTaskOpen(task: Task | undefined): boolean {
  return task?.status === 'not_started' || task?.status === 'in_progress';
}

export function useInstantBookingTask() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.tasks.list(),
      queryFn: ({ signal }) => callEndpoint(getTasks, { signal }),
      select: (data) => data.items.find((task) => task.taskType === INSTANT_BOOKING_TASK),
      staleTime: 60_000,
    }),
  );
}

/**
 * Applies the host's choice for the remaining units: instant booking switches them all (the
 * server also marks the task done); keeping them on request marks the task done. Either way the
 * task list refreshes, and the units' pages after a switch. A failure says so in the spec's words
 * (not the server's message): nothing changed and the host may try again.
 */
export function useApplyBookingTypeChoice(onDone: () => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('bookingTypeSwitch');
  return useApiMutation({
    errorToast: false,
    mutationFn: async (choice: BookingType) => {
      if (choice === 'onLine') await callEndpoint(switchRemainingToInstantBooking);
      else
        await callEndpoint(updateTask, {
          params: { taskType: INSTANT_BOOKING_TASK },
          body: { status: 'done' },
        });
      return choice;
    },
    onSuccess: async (choice) => {
      showSuccessToast(t(choice === 'onLine' ? 'toasts.switched' : 'toasts.kept'));
      onDone();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
        choice === 'onLine' ? queryClient.invalidateQueries({ queryKey: queryKeys.units.all }) : null,
      ]);
    },
    onError: () => showFailureToast(t('toasts.failed')),
  });
}

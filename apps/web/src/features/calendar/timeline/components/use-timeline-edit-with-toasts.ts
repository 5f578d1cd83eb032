import { useTranslation } from '@/shared/i18n/use-translation';
import { errorToastMessage } from '@/shared/api/error-toast';
import { showFailureToast, showSuccessToast } from '@/shared/ui/toast';
import { UnitEditsRefused, useTimelineEdit } from '../api/edit-timeline';
import type { TimelineRow } from '../timeline-rows.rules';

/**
 * The timeline's range edit with what the host is told: how many units took it, or why it was
 * refused, naming each unit that refused (a block over one unit's booking names that unit).
 */
export function useTimelineEditWithToasts(rows: readonly TimelineRow[]) {
  const { t, i18n } = useTranslation('calendarTimeline');
  const titleOf = (unitId: string) => rows.find((row) => row.unitId === unitId)?.title ?? t('untitledUnit');
  return useTimelineEdit({
    onSuccess: ({ target }) => showSuccessToast(t('edit.saved', { count: target.unitIds.length })),
    onError: (error) => {
      if (error instanceof UnitEditsRefused) {
        const lines = error.failures.map((failure) =>
          t('edit.refusedFor', {
            unit: titleOf(failure.unitId),
            reason: errorToastMessage(failure.error, i18n),
          }),
        );
        showFailureToast(lines.join('\n'));
        return;
      }
      showFailureToast(errorToastMessage(error, i18n));
    },
  });
}

import { cancelBooking } from '@hostdeck/contract/reservations/reservations.endpoints';
import type { CancelBookingBody } from '@hostdeck/contract/reservations/booking.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { showSuccessToast } from '@/shared/ui/toast';
import { refreshAfterAnswer, refreshAfterConflict } from './refresh-reservations';

/** The booking's new status is the one the server answers (cancelled by you, with the moment). */
export function useCancelBooking(bookingId: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('reservationDetails');
  return useApiMutation({
    mutationFn: (body: CancelBookingBody) => callEndpoint(cancelBooking, { params: { bookingId }, body }),
    onSuccess: (booking) => {
      showSuccessToast(t('toasts.bookingCancelled'));
      const key = queryKeys.reservations.booking(bookingId);
      queryClient.setQueryData(key, booking);
      void refreshAfterAnswer(queryClient, key);
    },
    onError: (error) => void refreshAfterConflict(queryClient, error),
  });
}

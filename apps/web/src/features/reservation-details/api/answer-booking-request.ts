import {
  confirmBookingRequest,
  rejectBookingRequest,
} from '@hostdeck/contract/reservations/reservations.endpoints';
import type {
  BookingRequestDecisionResponse,
  RejectBookingRequestBody,
} from '@hostdeck/contract/reservations/booking-request.schemas';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { showSuccessToast } from '@/shared/ui/toast';
import { refreshAfterAnswer, refreshAfterConflict } from './refresh-reservations';

/**
 * The answer carries the request as it is now and the host's new pending count: the page and the
 * badge change at once, before the refetch that follows confirms them.
 */
function applyDecision(queryClient: QueryClient, id: string, answer: BookingRequestDecisionResponse) {
  const key = queryKeys.reservations.bookingRequest(id);
  queryClient.setQueryData(key, answer.bookingRequest);
  queryClient.setQueryData(queryKeys.reservations.pendingRequestsCount(), { count: answer.pendingCount });
  return refreshAfterAnswer(queryClient, key);
}

export function useConfirmBookingRequest(id: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('reservationDetails');
  return useApiMutation({
    mutationFn: () => callEndpoint(confirmBookingRequest, { params: { id } }),
    onSuccess: (answer) => {
      showSuccessToast(t('toasts.requestConfirmed'));
      void applyDecision(queryClient, id, answer);
    },
    onError: (error) => void refreshAfterConflict(queryClient, error),
  });
}

export function useRejectBookingRequest(id: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('reservationDetails');
  return useApiMutation({
    mutationFn: (body: RejectBookingRequestBody) =>
      callEndpoint(rejectBookingRequest, { params: { id }, body }),
    onSuccess: (answer) => {
      showSuccessToast(t('toasts.requestRejected'));
      void applyDecision(queryClient, id, answer);
    },
    onError: (error) => void refreshAfterConflict(queryClient, error),
  });
}

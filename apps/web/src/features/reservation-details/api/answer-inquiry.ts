import { confirmInquiry, rejectInquiry } from '@hostdeck/contract/reservations/inquiries.endpoints';
import type { Inquiry, RejectInquiryBody } from '@hostdeck/contract/reservations/inquiry.schemas';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { showSuccessToast } from '@/shared/ui/toast';
import { refreshAfterAnswer, refreshAfterConflict } from './refresh-reservations';

/** The inquiry's state comes from the answer; the nights it holds or frees show in the lists' refetch. */
function applyAnswer(queryClient: QueryClient, id: string, inquiry: Inquiry) {
  const key = queryKeys.reservations.inquiry(id);
  queryClient.setQueryData(key, inquiry);
  return refreshAfterAnswer(queryClient, key);
}

export function useConfirmInquiry(id: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('reservationDetails');
  return useApiMutation({
    mutationFn: () => callEndpoint(confirmInquiry, { params: { id } }),
    onSuccess: (inquiry) => {
      showSuccessToast(t('toasts.inquiryConfirmed'));
      void applyAnswer(queryClient, id, inquiry);
    },
    onError: (error) => void refreshAfterConflict(queryClient, error),
  });
}

export function useRejectInquiry(id: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('reservationDetails');
  return useApiMutation({
    mutationFn: (body: RejectInquiryBody) => callEndpoint(rejectInquiry, { params: { id }, body }),
    onSuccess: (inquiry) => {
      showSuccessToast(t('toasts.inquiryRejected'));
      void applyAnswer(queryClient, id, inquiry);
    },
    onError: (error) => void refreshAfterConflict(queryClient, error),
  });
}

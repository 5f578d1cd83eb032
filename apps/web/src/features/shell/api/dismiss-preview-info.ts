import { putUserInteraction } from '@hostdeck/contract/user/user.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { useApiMutation } from '@/shared/api/use-api-mutation';

/** Remembers "do not show again" on the preview info modal (the interaction usePreviewInfoDismissed reads). */
export function useDismissPreviewInfo() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: () =>
      callEndpoint(putUserInteraction, {
        body: { interactions: [{ interactionType: 'preview_info_dismissed', interacted: true }] },
      }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.user.interactions(), data),
    // Not remembering only means the info shows again next time; the preview itself opened.
    errorToast: false,
  });
}

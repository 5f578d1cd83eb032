import { getUserInteractions, putUserInteraction } from '@hostdeck/contract/user/user.endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { queryKeys } from '@/shared/api/query-keys';

// The user domain's key (the welcome tour reads the same list): one cache for every interaction.
/** Whether the host ticked "do not show again" on the preview info modal. */
export function usePreviewInfoDismissed(enabled: boolean) {
  const query = useQuery({
    queryKey: queryKeys.user.interactions(),
    queryFn: ({ signal }) => callEndpoint(getUserInteractions, { signal }),
    enabled,
    select: ({ interactions }) =>
      interactions.some((item) => item.interactionType === 'preview_info_dismissed' && item.interacted),
  });
  // Unknown (loading or failed) shows the info once more: harmless, and never blocks the preview.
  return query.data ?? false;
}

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

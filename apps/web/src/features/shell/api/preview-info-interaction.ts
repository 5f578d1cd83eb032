import { getUserInteractions } from '@hostdeck/contract/user/user.endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
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

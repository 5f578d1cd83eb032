import { putUserInteraction } from '@hostdeck/contract/user/user.endpoints';
import type { UserInteractionType } from '@hostdeck/contract/user/user.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from './api-client';
import { queryKeys } from './query-keys';
import { useApiMutation } from './use-api-mutation';

/**
 * Records that the host did an interaction (`mutate(type)`); the answer is the whole list, which
 * replaces the cached one (user-interactions.ts) with no second request. `errorToast: false` where
 * failing to remember only means the thing shows once more.
 */
export function useRecordUserInteraction({ errorToast = true }: { errorToast?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (interactionType: UserInteractionType) =>
      callEndpoint(putUserInteraction, { body: { interactions: [{ interactionType, interacted: true }] } }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.user.interactions(), data),
    errorToast,
  });
}

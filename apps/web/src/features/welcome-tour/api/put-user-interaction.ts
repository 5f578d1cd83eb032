import { putUserInteraction as putUserInteractionEndpoint } from '@hostdeck/contract/user/user.endpoints';
import type { UserInteractionType } from '@hostdeck/contract/user/user.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { queryKeys } from '@/shared/api/query-keys';

export function putUserInteraction(interactionType: UserInteractionType) {
  return callEndpoint(putUserInteractionEndpoint, {
    body: { interactions: [{ interactionType, interacted: true }] },
  });
}

export function usePutUserInteraction() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: putUserInteraction,
    // The answer is the full list: no second request needed.
    onSuccess: (data) => queryClient.setQueryData(queryKeys.user.interactions(), data),
    // Failing to remember the tour only means it shows once more; no toast for that.
    errorToast: false,
  });
}

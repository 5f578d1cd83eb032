import { getUserInteractions, putUserInteraction } from '@hostdeck/contract/user/user.endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { queryKeys } from '@/shared/api/query-keys';

// The user domain's key: the welcome tour and the preview info read the same list.
/** Whether the host already acknowledged what identity verification asks (listing step verification/info). */
export function useVerificationInfoAcknowledged() {
  return useQuery({
    queryKey: queryKeys.user.interactions(),
    queryFn: ({ signal }) => callEndpoint(getUserInteractions, { signal }),
    select: ({ interactions }) =>
      interactions.some(
        (item) => item.interactionType === 'verification_info_acknowledged' && item.interacted,
      ),
  });
}

export function useAcknowledgeVerificationInfo() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: () =>
      callEndpoint(putUserInteraction, {
        body: { interactions: [{ interactionType: 'verification_info_acknowledged', interacted: true }] },
      }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.user.interactions(), data),
  });
}

import { updateCommercialModel } from '@hostdeck/contract/user/user.endpoints';
import type { UpdateCommercialModelBody } from '@hostdeck/contract/user/commercial-model.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { queryKeys } from '@/shared/api/query-keys';

/** PUT /api/app/user/commercial-model: answers the user info, which replaces the cached one. */
export function useUpdateCommercialModel() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: UpdateCommercialModelBody) => callEndpoint(updateCommercialModel, { body }),
    onSuccess: (userInfo) => queryClient.setQueryData(queryKeys.user.info(), userInfo),
  });
}

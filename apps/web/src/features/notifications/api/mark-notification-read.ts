import { endpoints } from '@hostdeck/contract/endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { notificationsQueryKeys } from './notifications-query-keys';

export function markNotificationRead(id: string) {
  return callEndpoint(endpoints.markNotificationRead, { params: { id } });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.all }),
  });
}

import { endpoints } from '@hostdeck/contract/endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { notificationsQueryKeys } from './notifications-query-keys';

export function markAllNotificationsRead() {
  return callEndpoint(endpoints.markAllNotificationsRead);
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.all }),
  });
}

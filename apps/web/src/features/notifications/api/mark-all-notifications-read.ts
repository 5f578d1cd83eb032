import { markAllNotificationsRead as markAllNotificationsReadEndpoint } from '@hostdeck/contract/notifications/notifications.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { queryKeys } from '@/shared/api/query-keys';

export function markAllNotificationsRead() {
  return callEndpoint(markAllNotificationsReadEndpoint);
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

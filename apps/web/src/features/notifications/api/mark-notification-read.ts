import { markNotificationRead as markNotificationReadEndpoint } from '@hostdeck/contract/notifications/notifications.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { queryKeys } from '@/shared/api/query-keys';

export function markNotificationRead(id: string) {
  return callEndpoint(markNotificationReadEndpoint, { params: { id } });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

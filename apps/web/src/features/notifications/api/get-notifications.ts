import { getNotifications as getNotificationsEndpoint } from '@hostdeck/contract/notifications/notifications.endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { afterFirstPaint } from '@/shared/ui/after-paint';

export function getNotifications(page: number, signal?: AbortSignal) {
  return callEndpoint(getNotificationsEndpoint, { query: { page }, signal });
}

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.notifications.list(),
    // The bell's badge is a detail around the page: asked once the page has painted.
    queryFn: ({ pageParam, signal }) => afterFirstPaint().then(() => getNotifications(pageParam, signal)),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.pageCount ? last.pagination.page + 1 : undefined,
    // No polling: the shell's live connection refreshes the bell (docs/decisions/0042).
  });
}

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}

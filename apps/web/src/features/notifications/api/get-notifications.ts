import { getNotifications as getNotificationsEndpoint } from '@hostdeck/contract/notifications/notifications.endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { usePagePainted } from '@/shared/ui/use-page-settled';

export function getNotifications(page: number, signal?: AbortSignal) {
  return callEndpoint(getNotificationsEndpoint, { query: { page }, signal });
}

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.notifications.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.pageCount ? last.pagination.page + 1 : undefined,
    // No polling: the shell's live connection refreshes the bell (docs/decisions/0042).
  });
}

/**
 * Asked once the first page has painted (the bell's badge is a detail around the page), or at once
 * when the host opens the list before that.
 */
export function useNotifications(opened = false) {
  const painted = usePagePainted();
  return useInfiniteQuery({ ...notificationsQueryOptions(), enabled: painted || opened });
}

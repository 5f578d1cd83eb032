import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBookingRequestsPendingCount as getBookingRequestsPendingCountEndpoint } from '@hostdeck/contract/reservations/reservations.endpoints';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { afterFirstPaint } from '@/shared/ui/after-paint';

export function getBookingRequestsPendingCount() {
  return callEndpoint(getBookingRequestsPendingCountEndpoint, {});
}

export function pendingRequestsCountQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.reservations.pendingRequestsCount(),
    // No polling: the shell's live connection refreshes it (docs/decisions/0042).
    // A detail around the page: asked once the page has painted.
    queryFn: () => afterFirstPaint().then(getBookingRequestsPendingCount),
  });
}

export function usePendingRequestsCount(enabled = true) {
  return useQuery({ ...pendingRequestsCountQueryOptions(), enabled });
}

/**
 * Whether any booking request is pending, which picks the reservations tab the shell's links open.
 * Until the count is in, none is (as before it arrived); the answer re-renders its reader only when
 * it turns, not when the count arrives or changes.
 */
export function useHasPendingRequests(enabled: boolean): boolean {
  const { data } = useQuery({
    ...pendingRequestsCountQueryOptions(),
    enabled,
    placeholderData: { count: 0 },
    select: (answer) => answer.count > 0,
  });
  return data === true;
}

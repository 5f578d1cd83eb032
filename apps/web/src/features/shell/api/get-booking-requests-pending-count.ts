import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBookingRequestsPendingCount as getBookingRequestsPendingCountEndpoint } from '@hostdeck/contract/reservations/reservations.endpoints';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

export function getBookingRequestsPendingCount() {
  return callEndpoint(getBookingRequestsPendingCountEndpoint, {});
}

export function pendingRequestsCountQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.reservations.pendingRequestsCount(),
    // No polling: the shell's live connection refreshes it (docs/decisions/0042).
    queryFn: getBookingRequestsPendingCount,
  });
}

export function usePendingRequestsCount(enabled = true) {
  return useQuery({ ...pendingRequestsCountQueryOptions(), enabled });
}

import { getBookingRequest as getBookingRequestEndpoint } from '@hostdeck/contract/reservations/reservations.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

export function getBookingRequest(id: string, signal?: AbortSignal) {
  return callEndpoint(getBookingRequestEndpoint, { params: { id }, signal });
}

export function bookingRequestQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.reservations.bookingRequest(id),
    queryFn: ({ signal }) => getBookingRequest(id, signal),
  });
}

export function useBookingRequest(id: string) {
  return useQuery(bookingRequestQueryOptions(id));
}

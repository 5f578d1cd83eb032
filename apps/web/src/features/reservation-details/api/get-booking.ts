import { getBooking as getBookingEndpoint } from '@hostdeck/contract/reservations/reservations.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

export function getBooking(bookingId: string, signal?: AbortSignal) {
  return callEndpoint(getBookingEndpoint, { params: { bookingId }, signal });
}

export function bookingQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: queryKeys.reservations.booking(bookingId),
    queryFn: ({ signal }) => getBooking(bookingId, signal),
  });
}

export function useBooking(bookingId: string) {
  return useQuery(bookingQueryOptions(bookingId));
}

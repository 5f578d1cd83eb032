import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import {
  bookingQuery,
  bookingRequestQuery,
  inquiryQuery,
  listKindOf,
  type ListParams,
} from '../reservation-list.rules';
import type { ReservationListPage } from '../reservation-row';
import { getBookingRequests } from './get-booking-requests';
import { getBookings } from './get-bookings';
import { getInquiries } from './get-inquiries';

function fetchList(params: ListParams, signal: AbortSignal): Promise<ReservationListPage> {
  switch (listKindOf(params.tab)) {
    case 'requests':
      return getBookingRequests(bookingRequestQuery(params), signal);
    case 'bookings':
      return getBookings(bookingQuery(params), signal);
    case 'inquiries':
      return getInquiries(inquiryQuery(params), signal);
  }
}

/** The list a tab shows with its filters; the route's loader asks for it before the page renders. */
export function reservationListQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: queryKeys.reservations.list(listKindOf(params.tab), params),
    queryFn: ({ signal }) => fetchList(params, signal),
    // Within one tab the rows on screen stay while the next page or search loads (no jump to a
    // skeleton); another tab's rows would be wrong under this tab's name, so it starts empty.
    placeholderData: (previous, previousQuery) => {
      const previousParams = previousQuery?.queryKey[3] as ListParams | undefined;
      return previousParams?.tab === params.tab ? previous : undefined;
    },
  });
}

export function useReservationList(params: ListParams) {
  return useQuery(reservationListQueryOptions(params));
}

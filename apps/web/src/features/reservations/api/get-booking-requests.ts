import { getBookingRequests as getBookingRequestsEndpoint } from '@hostdeck/contract/reservations/reservations.endpoints';
import type { BookingRequestListQuery } from '@hostdeck/contract/reservations/reservation-list.schemas';
import { callEndpoint } from '@/shared/api/api-client';
import { requestRow, type ReservationListPage } from '../reservation-row';

/** One page of the host's booking requests in one state (the tab's). */
export async function getBookingRequests(
  query: BookingRequestListQuery,
  signal?: AbortSignal,
): Promise<ReservationListPage> {
  const answer = await callEndpoint(getBookingRequestsEndpoint, { query, signal });
  return { rows: answer.items.map(requestRow), pagination: answer.pagination };
}

import { isoDayOf } from '@hostdeck/contract/calendar/iso-day.rules';
import { getBookings as getBookingsEndpoint } from '@hostdeck/contract/reservations/reservations.endpoints';
import type { BookingListQuery } from '@hostdeck/contract/reservations/reservation-list.schemas';
import { callEndpoint } from '@/shared/api/api-client';
import { bookingRow, type ReservationListPage } from '../reservation-row';

/** One page of the host's bookings of one tab (confirmed, upcoming, all…). */
export async function getBookings(
  query: BookingListQuery,
  signal?: AbortSignal,
): Promise<ReservationListPage> {
  const answer = await callEndpoint(getBookingsEndpoint, { query, signal });
  // Today in UTC, the way the server decides which stays are over.
  const today = isoDayOf(new Date());
  return { rows: answer.items.map((booking) => bookingRow(booking, today)), pagination: answer.pagination };
}

import { getInquiry } from '@hostdeck/contract/reservations/inquiries.endpoints';
import { getBooking, getBookingRequest } from '@hostdeck/contract/reservations/reservations.endpoints';
import type { ChatChannel } from '@hostdeck/contract/messaging/messaging.schemas';
import type { BookingRequest } from '@hostdeck/contract/reservations/booking-request.schemas';
import type { Booking } from '@hostdeck/contract/reservations/booking.schemas';
import type { Inquiry } from '@hostdeck/contract/reservations/inquiry.schemas';
import type {
  GuestCount,
  PropertyUnitSummary,
} from '@hostdeck/contract/reservations/reservation-parts.schemas';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

/** What the conversation pane says about the stay a channel is about. */
export interface StaySummary {
  checkIn: string;
  checkOut: string;
  unit: PropertyUnitSummary;
  guests: GuestCount;
}

type Subject = NonNullable<ChatChannel['subject']>;

/**
 * Reads the booking, request or inquiry under the keys its own page uses, so opening the
 * reservation after the conversation shows it at once (and the other way round).
 */
function staySummaryQuery(subject: Subject): {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<Booking | BookingRequest | Inquiry>;
} {
  const { id } = subject;
  switch (subject.kind) {
    case 'booking':
      return {
        queryKey: queryKeys.reservations.booking(id),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          callEndpoint(getBooking, { params: { bookingId: id }, signal }),
      };
    case 'bookingRequest':
      return {
        queryKey: queryKeys.reservations.bookingRequest(id),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          callEndpoint(getBookingRequest, { params: { id }, signal }),
      };
    case 'inquiry':
      return {
        queryKey: queryKeys.reservations.inquiry(id),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          callEndpoint(getInquiry, { params: { id }, signal }),
      };
  }
}

export function useStaySummary(subject: Subject) {
  return useQuery({
    ...staySummaryQuery(subject),
    select: (stay): StaySummary => ({
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      unit: stay.propertyUnitSummary,
      guests: stay.guests,
    }),
  });
}

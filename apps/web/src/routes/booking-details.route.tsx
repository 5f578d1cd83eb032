import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { bookingQueryOptions, useBooking } from '@/features/reservation-details/api/get-booking';
import { BookingPage } from '@/features/reservation-details/components/pages/booking-page';
import { ReservationLoadState } from '@/features/reservation-details/components/pages/reservation-load-state';

/** Loads the booking before the page renders; one the server does not know for this host (404) is not found. */
export async function loader({ params }: LoaderFunctionArgs, queryClient: QueryClient) {
  await queryClient.ensureQueryData(bookingQueryOptions(params.bookingId ?? ''));
  return null;
}

/** /booking-details/:bookingId */
export function Component() {
  const { bookingId = '' } = useParams();
  const booking = useBooking(bookingId);
  if (booking.isError || !booking.data) {
    return (
      <ReservationLoadState
        isError={booking.isError}
        retrying={booking.isFetching}
        onRetry={() => void booking.refetch()}
      />
    );
  }
  return <BookingPage booking={booking.data} />;
}

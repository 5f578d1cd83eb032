import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import {
  bookingRequestQueryOptions,
  useBookingRequest,
} from '@/features/reservation-details/api/get-booking-request';
import { BookingRequestPage } from '@/features/reservation-details/components/pages/booking-request-page';
import { ReservationLoadState } from '@/features/reservation-details/components/pages/reservation-load-state';

/** Loads the request before the page renders; one the server does not know for this host (404) is not found. */
export async function loader({ params }: LoaderFunctionArgs, queryClient: QueryClient) {
  await queryClient.ensureQueryData(bookingRequestQueryOptions(params.bookingId ?? ''));
  return null;
}

/** /booking-request-details/:bookingId */
export function Component() {
  const { bookingId = '' } = useParams();
  const request = useBookingRequest(bookingId);
  if (request.isError || !request.data) {
    return (
      <ReservationLoadState
        isError={request.isError}
        retrying={request.isFetching}
        onRetry={() => void request.refetch()}
      />
    );
  }
  return <BookingRequestPage request={request.data} />;
}

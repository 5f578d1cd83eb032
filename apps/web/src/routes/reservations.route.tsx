import { Container } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { isReservationTab } from '@/app/paths';
import { reservationListQueryOptions } from '@/features/reservations/api/reservation-list-query';
import { ReservationsPage } from '@/features/reservations/components/reservations-page';
import { readListParams } from '@/features/reservations/reservation-list.rules';

/**
 * Asks for the list the address names while the page's code and texts are still on the way. Not
 * awaited: the page shows its skeleton, and a failure its own retry, not the route's error page.
 */
export function loader({ params, request }: LoaderFunctionArgs, queryClient: QueryClient) {
  if (isReservationTab(params.tab)) {
    const listParams = readListParams(params.tab, new URL(request.url).searchParams);
    void queryClient.prefetchQuery(reservationListQueryOptions(listParams));
  }
  return null;
}

/** /reservations/:tab (the router has already replaced an unknown tab). */
export function Component() {
  const { tab } = useParams();
  if (!isReservationTab(tab)) return null;
  return (
    <Container size="xl" py="xl">
      <ReservationsPage tab={tab} />
    </Container>
  );
}

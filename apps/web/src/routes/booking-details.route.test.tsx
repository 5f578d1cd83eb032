import { buildPriceBreakdown } from '@hostdeck/contract/reservations/price-breakdown.rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '@/app/providers/route-error-boundary';
import {
  bodiesSentTo,
  callsTo,
  makeBooking,
  reply,
  stubApi,
} from '@/features/reservation-details/reservation-details.fixtures';
import { queryKeys } from '@/shared/api/query-keys';
import { makeUserInfo } from '@/shared/ui/testing/fixtures';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { spyOnToasts } from '@/shared/ui/testing/toast-spy';
import { Component as BookingRoute, loader } from './booking-details.route';

const DETAIL = 'GET /api/app/bookings/B-1';
const CANCEL = 'POST /api/app/bookings/B-1/cancel';

function renderBooking(id = 'B-1') {
  return renderUi(<Outlet />, {
    path: `/booking-details/${id}`,
    userInfo: makeUserInfo(),
    children: (queryClient) => [
      {
        path: '/booking-details/:bookingId',
        element: <BookingRoute />,
        loader: (args) => loader(args, queryClient),
        errorElement: <RouteErrorBoundary />,
      },
    ],
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('booking page', () => {
  it('shows the booking with its code, type and status, without a phone it does not have', async () => {
    stubApi({ [DETAIL]: makeBooking() });
    await renderBooking();
    expect(await screen.findByRole('heading', { level: 1, name: 'Marta Kovač' })).toBeTruthy();
    expect(screen.getByText('Booking B-ABCD2345')).toBeTruthy();
    expect(screen.getByText('Confirmed')).toBeTruthy();
    const facts = screen.getByRole('region', { name: 'Booking' });
    expect(within(facts).getByText('Instant booking')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Guest' })).queryByText('Phone')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Guest' })).getByText('2 adults')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Stay' })).getByText('7 nights')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Price' })).getByText('€980')).toBeTruthy();
  });

  it('shows the price as the answer breaks it down, and how the guest pays', async () => {
    const { breakdown } = buildPriceBreakdown({
      nights: 7,
      nightlyRate: 130,
      currency: 'EUR',
      cleaningFee: 70,
      discount: null,
      hostFee: { kind: 'commission', percent: 15 },
    });
    stubApi({ [DETAIL]: makeBooking({ priceBreakdown: breakdown, paymentOption: 'online_50' }) });
    await renderBooking();
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(within(price).getByText('7 nights × €130')).toBeTruthy();
    expect(within(price).getByText('Total the guest pays')).toBeTruthy();
    expect(within(price).getByText('€980')).toBeTruthy();
    expect(within(price).getByText('-€147')).toBeTruthy();
    expect(within(price).getByText('€833')).toBeTruthy();
    expect(within(price).getByText('50% paid online when booking')).toBeTruthy();
  });

  it('offers no cancel for a stay that is over or already cancelled', async () => {
    stubApi({
      [DETAIL]: makeBooking({
        status: 'CANCELLED_BY_GUEST',
        cancelledBy: 'GUEST',
        cancelledAt: '2030-06-02T10:00:00Z',
      }),
    });
    await renderBooking();
    expect(await screen.findByText('Cancelled by the guest')).toBeTruthy();
    expect(screen.getByText('Cancelled on Jun 2, 2030')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('cancels: the status comes from the answer and the lists are refreshed', async () => {
    const api = stubApi({
      [DETAIL]: makeBooking(),
      [CANCEL]: makeBooking({
        status: 'CANCELLED_BY_OWNER',
        cancelledBy: 'OWNER',
        cancelledAt: '2030-07-01T10:00:00Z',
      }),
    });
    const toasts = spyOnToasts();
    const { queryClient } = await renderBooking();
    queryClient.setQueryData(queryKeys.reservations.list('bookings', { tab: 'all' }), { items: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the booking of Marta Kovač?' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'The guest asked me to cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Cancelled by you')).toBeTruthy();
    expect(bodiesSentTo(api, CANCEL)).toEqual([{ reason: 'GUEST_REQUEST' }]);
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ message: 'Booking cancelled.' }));
    expect(
      queryClient.getQueryState(queryKeys.reservations.list('bookings', { tab: 'all' }))?.isInvalidated,
    ).toBe(true);
  });

  it('on notCancellable refetches and shows where the booking stands', async () => {
    let ended = false;
    const api = stubApi({
      [DETAIL]: () => makeBooking({ status: ended ? 'COMPLETED' : 'CONFIRMED' }),
      [CANCEL]: () => {
        ended = true;
        return reply(409, {
          code: 'reservations.notCancellable',
          message: 'The stay has ended.',
          errors: [],
        });
      },
    });
    await renderBooking();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const readsBefore = callsTo(api, DETAIL);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'These dates were booked twice' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Completed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, DETAIL)).toBeGreaterThan(readsBefore);
  });

  it('shows the not-found page for a booking of another host', async () => {
    stubApi({ [DETAIL]: reply(404, { code: 'reservations.bookingNotFound', message: 'No.', errors: [] }) });
    await renderBooking();
    expect(await screen.findByText('We cannot find this page')).toBeTruthy();
  });
});

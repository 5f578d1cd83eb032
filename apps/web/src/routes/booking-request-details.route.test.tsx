import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '@/app/providers/route-error-boundary';
import {
  bodiesSentTo,
  callsTo,
  makeBookingRequest,
  reply,
  stubApi,
} from '@/features/reservation-details/reservation-details.fixtures';
import { queryKeys } from '@/shared/api/query-keys';
import { makeUserInfo } from '@/shared/ui/testing/fixtures';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { spyOnToasts } from '@/shared/ui/testing/toast-spy';
import { Component as BookingRequestRoute, loader } from './booking-request-details.route';

const DETAIL = 'GET /api/app/booking-requests/R-1';
const CONFIRM = 'POST /api/app/booking-requests/R-1/confirm';
const REJECT = 'POST /api/app/booking-requests/R-1/reject';

function renderRequest(id = 'R-1') {
  return renderUi(<Outlet />, {
    path: `/booking-request-details/${id}`,
    userInfo: makeUserInfo(),
    children: (queryClient) => [
      {
        path: '/booking-request-details/:bookingId',
        element: <BookingRequestRoute />,
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

describe('booking request page', () => {
  it('shows the guest, the stay, the unit, the price and payment option, the message and the answer deadline', async () => {
    stubApi({ [DETAIL]: makeBookingRequest() });
    await renderRequest();
    expect(await screen.findByRole('heading', { level: 1, name: 'Marta Kovač' })).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    const guest = screen.getByRole('region', { name: 'Guest' });
    expect(within(guest).getByText('Croatia')).toBeTruthy();
    expect(within(guest).getByText('4 guests')).toBeTruthy();
    expect(within(guest).getByText('2 adults, 1 child, 1 infant')).toBeTruthy();
    expect(within(guest).getByRole('link', { name: '+385 91 234 5678' }).getAttribute('href')).toBe(
      'tel:+385912345678',
    );
    const stay = screen.getByRole('region', { name: 'Stay' });
    expect(within(stay).getByText('Sat, Jun 1, 2030')).toBeTruthy();
    expect(within(stay).getByText('Wed, Jun 5, 2030')).toBeTruthy();
    expect(within(stay).getByText('4 nights')).toBeTruthy();
    const unit = screen.getByRole('region', { name: 'Unit' });
    expect(within(unit).getByRole('link', { name: 'Open the unit' }).getAttribute('href')).toBe(
      '/properties/p-1/units/u-1',
    );
    const price = screen.getByRole('region', { name: 'Price' });
    expect(within(price).getByText('€520.50')).toBeTruthy();
    expect(within(price).getByText('Paid online in full when booking')).toBeTruthy();
    expect(screen.getByText(/We arrive late/)).toBeTruthy();
    expect(screen.getByText(/^Answer by May 3, 2030/)).toBeTruthy();
  });

  it('leaves out the phone when the answer has none', async () => {
    stubApi({
      [DETAIL]: makeBookingRequest({ guest: { ...makeBookingRequest().guest, phoneNumber: null } }),
    });
    await renderRequest();
    const guest = await screen.findByRole('region', { name: 'Guest' });
    expect(within(guest).queryByText('Phone')).toBeNull();
  });

  it('shows the not-found page for a request the server does not know', async () => {
    stubApi({});
    await renderRequest('R-404');
    expect(await screen.findByText('We cannot find this page')).toBeTruthy();
  });

  it('confirms after the dialog naming the guest and dates; the page, the badge and the lists follow', async () => {
    const confirmed = makeBookingRequest({ status: 'CONFIRMED', bookingId: 'B-9' });
    const api = stubApi({
      [DETAIL]: makeBookingRequest(),
      [CONFIRM]: { bookingRequest: confirmed, pendingCount: 2 },
    });
    const toasts = spyOnToasts();
    const { queryClient } = await renderRequest();
    queryClient.setQueryData(queryKeys.reservations.pendingRequestsCount(), { count: 3 });
    queryClient.setQueryData(queryKeys.reservations.list('requests', { page: 1 }), { items: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the request of Marta Kovač?' });
    expect(
      within(dialog).getByText('Marta Kovač stays at Sea view flat: Sat, Jun 1 – Wed, Jun 5, 2030.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getAllByText('Confirmed').length).toBeGreaterThan(0));
    expect(callsTo(api, CONFIRM)).toBe(1);
    expect(screen.queryByRole('button', { name: 'Confirm request' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the booking' }).getAttribute('href')).toBe(
      '/booking-details/B-9',
    );
    expect(toasts).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: 'Request confirmed: it is now a booking.' }),
    );
    expect(queryClient.getQueryData(queryKeys.reservations.pendingRequestsCount())).toEqual({ count: 2 });
    expect(
      queryClient.getQueryState(queryKeys.reservations.list('requests', { page: 1 }))?.isInvalidated,
    ).toBe(true);
  });

  it('rejects with reason OTHER and its explanation, and the page shows the rejection', async () => {
    const api = stubApi({
      [DETAIL]: makeBookingRequest(),
      [REJECT]: {
        bookingRequest: makeBookingRequest({ status: 'REJECTED', rejectReason: 'OTHER' }),
        pendingCount: 0,
      },
    });
    await renderRequest();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the request of Marta Kovač?' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Another reason' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Explanation/ }), {
      target: { value: '  My family stays that week.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.getByText('You rejected this request.')).toBeTruthy());
    expect(bodiesSentTo(api, REJECT)).toEqual([
      { reason: 'OTHER', explanation: 'My family stays that week.' },
    ]);
    expect(screen.getByText('Reason: Another reason')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on a conflict shows the error toast and refetches where the request stands', async () => {
    // The request lapsed while the page was open: the server says so once the host answers.
    let lapsed = false;
    const api = stubApi({
      [DETAIL]: () => makeBookingRequest({ status: lapsed ? 'EXPIRED' : 'REQUESTED' }),
      [CONFIRM]: () => {
        lapsed = true;
        return reply(409, {
          code: 'reservations.alreadyDecided',
          message: 'The booking request is expired.',
          errors: [],
        });
      },
    });
    const toasts = spyOnToasts();
    await renderRequest();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm request' }));
    const readsBefore = callsTo(api, DETAIL);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The time to answer this request has passed.')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(toasts).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'red',
        message: 'This has already been answered. Reload to see where it stands.',
      }),
    );
    expect(callsTo(api, DETAIL)).toBeGreaterThan(readsBefore);
    expect(screen.queryByRole('button', { name: 'Confirm request' })).toBeNull();
  });
});

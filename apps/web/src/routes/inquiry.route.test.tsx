import { buildPriceBreakdown } from '@hostdeck/contract/reservations/price-breakdown.rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '@/app/providers/route-error-boundary';
import {
  callsTo,
  makeInquiry,
  makeOverlaps,
  reply,
  stubApi,
} from '@/features/reservation-details/reservation-details.fixtures';
import { makeUserInfo } from '@/shared/ui/testing/fixtures';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { spyOnToasts } from '@/shared/ui/testing/toast-spy';
import { Component as InquiryRoute, loader } from './inquiry.route';

const DETAIL = 'GET /api/app/booking-inquiries/I-1';
const OVERLAPS = 'GET /api/app/booking-inquiries/I-1/overlapping-unavailabilities';
const CONFIRM = 'POST /api/app/booking-inquiries/I-1/confirm';

function renderInquiry() {
  return renderUi(<Outlet />, {
    path: '/inquiries/I-1',
    userInfo: makeUserInfo(),
    children: (queryClient) => [
      {
        path: '/inquiries/:inquiryId',
        element: <InquiryRoute />,
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

describe('inquiry page', () => {
  it('shows the price the guest was quoted, line by line when the answer has the breakdown', async () => {
    const { breakdown } = buildPriceBreakdown({
      nights: 2,
      nightlyRate: 150,
      currency: 'EUR',
      cleaningFee: null,
      discount: null,
      hostFee: { kind: 'subscription' },
    });
    stubApi({ [DETAIL]: makeInquiry({ priceBreakdown: breakdown }), [OVERLAPS]: makeOverlaps(1, 1) });
    await renderInquiry();
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(within(price).getByText('2 nights × €150')).toBeTruthy();
    expect(within(price).getByText('Commission (none with your subscription)')).toBeTruthy();
    // Nothing is paid on an inquiry yet.
    expect(within(price).queryByText('Payment')).toBeNull();
  });

  it('shows the total alone when the inquiry came with a total only', async () => {
    stubApi({ [DETAIL]: makeInquiry(), [OVERLAPS]: makeOverlaps(1, 1) });
    await renderInquiry();
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(within(price).getByText('Total for the stay')).toBeTruthy();
    expect(within(price).getByText('€300')).toBeTruthy();
    expect(within(price).queryByText('Your payout')).toBeNull();
  });

  it('shows the inquiry and what overlaps it, a page at a time', async () => {
    const api = stubApi({
      [DETAIL]: makeInquiry(),
      [OVERLAPS]: ({ url }: { url: URL }) =>
        url.searchParams.get('page') === '2' ? makeOverlaps(2, 2, '2030-07-31') : makeOverlaps(1, 2),
    });
    await renderInquiry();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jonas Berg' })).toBeTruthy();
    expect(screen.getByText('Waiting for your answer')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Guest' })).getByText('Germany')).toBeTruthy();
    expect(screen.getByText('Is parking included?')).toBeTruthy();
    const overlaps = screen.getByRole('region', { name: 'Other stays on these dates' });
    expect(await within(overlaps).findByText('Tue, Jul 30 – Fri, Aug 2, 2030')).toBeTruthy();
    expect(within(overlaps).getByText('Booking')).toBeTruthy();
    fireEvent.click(within(overlaps).getByRole('button', { name: 'Page 2' }));
    expect(await within(overlaps).findByText('Wed, Jul 31 – Fri, Aug 2, 2030')).toBeTruthy();
    const pages = api.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname.endsWith('/overlapping-unavailabilities'))
      .map((url) => url.searchParams.get('page'));
    expect(pages).toContain('2');
  });

  it('says so when nothing overlaps', async () => {
    stubApi({
      [DETAIL]: makeInquiry(),
      [OVERLAPS]: { items: [], pagination: { page: 1, pageSize: 5, total: 0, pageCount: 0 } },
    });
    await renderInquiry();
    expect(await screen.findByText('Nothing else holds these nights.')).toBeTruthy();
  });

  it('shows an overdue inquiry in the error style with what to do', async () => {
    stubApi({ [DETAIL]: makeInquiry({ status: 'ACTION_NEEDED' }), [OVERLAPS]: makeOverlaps(1, 1) });
    await renderInquiry();
    expect(await screen.findByText('Action needed')).toBeTruthy();
    const alert = screen.getByText('This inquiry needs your answer').closest('[class*="Alert-root"]');
    expect(alert?.getAttribute('style')).toContain('red');
    expect(screen.getByRole('button', { name: 'Confirm inquiry' })).toBeTruthy();
  });

  it('confirms after the dialog; the status comes from the answer', async () => {
    stubApi({
      [DETAIL]: makeInquiry(),
      [OVERLAPS]: makeOverlaps(1, 1),
      [CONFIRM]: makeInquiry({ status: 'CONFIRMED' }),
    });
    const toasts = spyOnToasts();
    await renderInquiry();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm inquiry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the inquiry of Jonas Berg?' });
    expect(
      within(dialog).getByText('Jonas Berg stays at Sea view flat: Thu, Aug 1 – Sat, Aug 3, 2030.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Confirmed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm inquiry' })).toBeNull();
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ message: 'Inquiry confirmed.' }));
  });

  it('on datesTaken keeps the inquiry open, shows the toast and refetches', async () => {
    const api = stubApi({
      [DETAIL]: makeInquiry(),
      [OVERLAPS]: makeOverlaps(1, 1),
      [CONFIRM]: reply(409, { code: 'reservations.datesTaken', message: 'Taken.', errors: [] }),
    });
    const toasts = spyOnToasts();
    await renderInquiry();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm inquiry' }));
    const readsBefore = callsTo(api, DETAIL);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({
          message: 'Some of these nights are no longer free: another stay holds them.',
        }),
      ),
    );
    await waitFor(() => expect(callsTo(api, DETAIL)).toBeGreaterThan(readsBefore));
    expect(screen.getByRole('button', { name: 'Confirm inquiry' })).toBeTruthy();
  });
});

import type { UnitListItem } from '@hostdeck/contract/properties/property-unit.schemas';
import type { Booking } from '@hostdeck/contract/reservations/booking.schemas';
import type { BookingRequest } from '@hostdeck/contract/reservations/booking-request.schemas';
import type { Inquiry } from '@hostdeck/contract/reservations/inquiry.schemas';
import type { ReservationTab } from '@hostdeck/contract/reservations/reservation-list.schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allFeatures, makeUserInfo } from '@/shared/ui/testing/fixtures';
import { mockApi, type MockRoute } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { ReservationsPage } from './reservations-page';

const unitSummary = { publicId: 'u-1', propertyId: 'p-1', title: 'Sea view flat', thumbnail: null };
const guest = { email: null, phoneNumber: null, countryCode: 'DE' };

function makeRequest(overrides: Partial<BookingRequest> = {}): BookingRequest {
  return {
    id: 'r-1',
    status: 'REQUESTED',
    checkIn: '2030-06-01',
    checkOut: '2030-06-05',
    propertyUnitSummary: unitSummary,
    guest: { firstName: 'Emma', lastName: 'Schneider', ...guest },
    guests: { adults: 2, children: 1, infants: 1 },
    totalPrice: { amount: 540, currency: 'EUR' },
    priceBreakdown: null,
    paymentOption: null,
    message: null,
    createdAt: '2030-05-01T10:00:00.000Z',
    expiresAt: '2030-05-02T10:00:00.000Z',
    bookingId: null,
    rejectReason: null,
    ...overrides,
  };
}

function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'b-1',
    bookingCode: 'b-1',
    status: 'CONFIRMED',
    checkIn: '2030-07-10',
    checkOut: '2030-07-12',
    propertyUnitSummary: unitSummary,
    guest: { firstName: 'Lukas', lastName: 'Wagner', ...guest },
    guests: { adults: 1, children: 0, infants: 0 },
    totalPrice: { amount: 199.5, currency: 'EUR' },
    priceBreakdown: null,
    paymentOption: null,
    bookingType: 'onLine',
    createdAt: '2030-05-03T10:00:00.000Z',
    cancelledBy: null,
    cancelledAt: null,
    ...overrides,
  };
}

function makeInquiry(overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    id: 'i-1',
    status: 'ACTION_NEEDED',
    checkIn: '2030-08-01',
    checkOut: '2030-08-08',
    propertyUnitSummary: { ...unitSummary, title: null },
    customer: { firstName: 'Sophie', lastName: 'Martin', ...guest },
    guests: { adults: 2, children: 0, infants: 0 },
    totalPrice: { amount: 700, currency: 'EUR' },
    priceBreakdown: null,
    message: 'Is it free?',
    createdAt: '2030-05-04T10:00:00.000Z',
    archived: false,
    ...overrides,
  };
}

const page = <T,>(items: T[], page = 1, pageCount = items.length > 0 ? 1 : 0) => ({
  items,
  pagination: { page, pageSize: 20, total: items.length, pageCount },
});

const units: UnitListItem[] = [
  {
    id: 'u-1',
    title: 'Sea view flat',
    propertyType: 'single',
    accommodationType: 'apartment',
    propertyId: 'p-1',
    propertyUnitPublicId: 'u-1',
    units: [],
  },
  {
    id: 'p-2',
    title: 'Villa Lapad',
    propertyType: 'multi',
    accommodationType: null,
    propertyId: 'p-2',
    propertyUnitPublicId: 'u-7',
    units: [{ id: 'u-7', title: 'Garden room', state: 'PUBLISHED' }],
  },
];

const requestsPath = 'GET /api/app/booking-requests';
const bookingsPath = 'GET /api/app/bookings';
const inquiriesPath = 'GET /api/app/booking-inquiries';

function api(routes: Record<string, MockRoute> = {}) {
  return mockApi({
    [requestsPath]: page([makeRequest()]),
    [bookingsPath]: page([makeBooking()]),
    [inquiriesPath]: page([makeInquiry()]),
    'GET /api/app/property-units': page(units),
    ...routes,
  });
}

/** The calls made to one path, as URLs, oldest first. */
function callsTo(fetch: ReturnType<typeof mockApi>, path: string): URL[] {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}

/** The page as its route renders it, the tab read from the path (the router has checked it). */
function ReservationsRoute() {
  const { tab } = useParams();
  return <ReservationsPage tab={tab as ReservationTab} />;
}

async function open(path: string, features = allFeatures) {
  return renderUi(<Outlet />, {
    path,
    userInfo: makeUserInfo({ appFeatures: features }),
    children: [{ path: '/reservations/:tab', element: <ReservationsRoute /> }],
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ReservationsPage', () => {
  it('shows a skeleton, then the pending requests as a table with every detail of a row', async () => {
    const fetch = api();
    await open('/reservations/requests');
    expect(screen.getByRole('status', { name: 'Loading reservations' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    const table = await screen.findByRole('table', { name: 'Requests' });
    const [, row] = within(table).getAllByRole('row');
    // Intl puts thin spaces around the dash of a range.
    const cells = within(row!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells).toEqual([
      'Sea view flat',
      'Jun 1 – 5, 2030',
      '3 guests · 1 infant',
      '€540',
      'Pending',
      'May 1, 2030',
    ]);
    // The guest's name opens the request.
    const link = within(row!).getByRole('link', { name: 'Emma Schneider' });
    expect(link.getAttribute('href')).toBe('/booking-request-details/r-1');
    expect(screen.getByText('1 reservation')).toBeTruthy();
    const [call] = callsTo(fetch, '/api/app/booking-requests');
    expect(call?.searchParams.get('criteria[state]')).toBe('REQUESTED');
    expect(call?.searchParams.get('page')).toBe('1');
    // Each tab can be reached and opened with the keyboard.
    expect(screen.getByRole('tab', { name: 'Requests' }).getAttribute('aria-selected')).toBe('true');
  });

  it('reads the right call for each tab and keeps the search on the way', async () => {
    const fetch = api();
    const { router } = await open('/reservations/requests?q=ana&stayFrom=2030-01-01&page=2');
    await screen.findByRole('table', { name: 'Requests' });

    fireEvent.click(screen.getByRole('tab', { name: 'Confirmed' }));
    const bookings = await screen.findByRole('table', { name: 'Confirmed' });
    expect(router.state.location.pathname).toBe('/reservations/confirmed');
    // The stay dates mean something else to bookings, and a new tab starts at its first page.
    expect(router.state.location.search).toBe('?q=ana');
    const bookingCall = callsTo(fetch, '/api/app/bookings').at(-1);
    expect(bookingCall?.searchParams.get('criteria[tab]')).toBe('confirmed');
    expect(bookingCall?.searchParams.get('criteria[search]')).toBe('ana');
    expect(
      within(bookings)
        .getByRole('link', { name: /Lukas Wagner/ })
        .getAttribute('href'),
    ).toBe('/booking-details/b-1');
    expect(within(bookings).getByText('€199.50')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Archived inquiries' }));
    const inquiries = await screen.findByRole('table', { name: 'Archived inquiries' });
    expect(callsTo(fetch, '/api/app/booking-inquiries').at(-1)?.searchParams.get('criteria[archived]')).toBe(
      'true',
    );
    expect(
      within(inquiries)
        .getByRole('link', { name: /Sophie Martin/ })
        .getAttribute('href'),
    ).toBe('/inquiries/i-1');
    // An inquiry waiting for the host stands out and says why; it has no price yet.
    expect(within(inquiries).getByText('Action needed')).toBeTruthy();
    expect(within(inquiries).getByRole('img', { name: /The guest is waiting for your answer/ })).toBeTruthy();
    expect(within(inquiries).getByText('No price yet')).toBeTruthy();
    expect(within(inquiries).getByText('Untitled unit')).toBeTruthy();

    // Back returns to the previous tab with its address.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/reservations/confirmed');
    expect(await screen.findByRole('table', { name: 'Confirmed' })).toBeTruthy();
  });

  it('searches with the trimmed text once the host pauses, and from the first page', async () => {
    const fetch = api({
      [requestsPath]: ({ url }: { url: URL }) =>
        url.searchParams.get('criteria[search]') === 'emma' ? page([makeRequest()]) : page([]),
    });
    const { router } = await open('/reservations/requests?page=2');
    await screen.findByText('No booking request is waiting for your answer.');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: '  em' } });
    fireEvent.change(box, { target: { value: '  emma ' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(router.state.location.search).toBe('?page=2');
    await act(() => vi.advanceTimersByTimeAsync(100));
    // The fake clock keeps running (afterEach stops it): timers the query library set while it was
    // faked must still fire.
    expect(await screen.findByRole('link', { name: /Emma Schneider/ })).toBeTruthy();
    expect(router.state.location.search).toBe('?q=emma');
    const searched = callsTo(fetch, '/api/app/booking-requests').map((url) =>
      url.searchParams.get('criteria[search]'),
    );
    // Only the settled text reached the server.
    expect(searched).toEqual([null, 'emma']);
    expect(box).toHaveProperty('value', '  emma ');

    // Cleared, then back at once: the box shows the search again and nothing writes over it.
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(box).toHaveProperty('value', '');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(box).toHaveProperty('value', 'emma'));
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(router.state.location.search).toBe('?q=emma');
  });

  it('says per tab when a list is empty', async () => {
    api({ [bookingsPath]: page([]), [inquiriesPath]: page([]) });
    await open('/reservations/current');
    expect(await screen.findByText('No guest is staying with you right now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Inquiries' }));
    expect(await screen.findByText('No inquiry is open.')).toBeTruthy();
  });

  it('offers to clear filters that match nothing, and the search box follows', async () => {
    api({
      [bookingsPath]: ({ url }: { url: URL }) =>
        url.searchParams.has('criteria[search]') || url.searchParams.has('criteria[unitId]')
          ? page([])
          : page([makeBooking()]),
    });
    const { router } = await open('/reservations/all?q=zzz&unit=u-1&sort=guests-asc');
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: /Lukas Wagner/ })).toBeTruthy();
    // The order is no filter: it stays.
    expect(router.state.location.search).toBe('?sort=guests-asc');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', '');
  });

  it('shows an error with a retry that loads again', async () => {
    let fail = true;
    api({
      [requestsPath]: () => {
        if (fail) throw new Error('down');
        return page([makeRequest()]);
      },
    });
    await open('/reservations/requests');
    expect(await screen.findByText('Your reservations could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Emma Schneider/ })).toBeTruthy();
  });

  it('sends the unit, dates, order and page of the address, and each change is a step back can undo', async () => {
    const fetch = api({
      [requestsPath]: ({ url }: { url: URL }) =>
        page([makeRequest()], Number(url.searchParams.get('page')), 3),
    });
    const { router } = await open(
      '/reservations/requests?unit=u-1&stayFrom=2030-01-01&sort=guests-asc&page=2',
    );
    await screen.findByRole('table', { name: 'Requests' });
    const first = callsTo(fetch, '/api/app/booking-requests')[0]!;
    expect(Object.fromEntries(first.searchParams)).toEqual({
      page: '2',
      'criteria[unitId]': 'u-1',
      'criteria[state]': 'REQUESTED',
      'criteria[checkOut][from]': '2030-01-01',
      'sorting[firstName]': 'asc',
      'sorting[lastName]': 'asc',
    });
    // The chosen unit shows by its title once the host's units are in.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Unit' })).toHaveProperty('value', 'Sea view flat'),
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'checkIn-asc' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?unit=u-1&stayFrom=2030-01-01&sort=checkIn-asc'),
    );
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=3'));
    expect(callsTo(fetch, '/api/app/booking-requests').at(-1)?.searchParams.get('sorting[checkIn]')).toBe(
      'asc',
    );

    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?unit=u-1&stayFrom=2030-01-01&sort=guests-asc&page=2');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', 'guests-asc');
  });

  it('narrows the list to a unit chosen from the host’s units', async () => {
    const fetch = api();
    const { router } = await open('/reservations/upcoming');
    await screen.findByRole('table', { name: 'Upcoming' });
    fireEvent.click(screen.getByRole('combobox', { name: 'Unit' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Garden room · Villa Lapad' }));
    await waitFor(() => expect(router.state.location.search).toBe('?unit=u-7'));
    await waitFor(() =>
      expect(callsTo(fetch, '/api/app/bookings').at(-1)?.searchParams.get('criteria[unitId]')).toBe('u-7'),
    );
    expect(callsTo(fetch, '/api/app/bookings').at(-1)?.searchParams.get('criteria[tab]')).toBe('upcoming');
  });

  it('shows cards and a select of lists on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    api();
    const { router } = await open('/reservations/requests');
    const cards = await screen.findByRole('list', { name: 'Requests' });
    const [card] = within(cards).getAllByRole('listitem');
    expect(within(card!).getByRole('link', { name: /Emma Schneider/ })).toBeTruthy();
    expect(within(card!).getByText('Received May 1, 2030')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    // Dates and order wait behind a button, so the list starts near the top.
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More filters' }));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Reservation lists' }), {
      target: { value: 'expired' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/reservations/expired'));
  });

  it('opens the first tab the host may see instead of one of a view they do not have', async () => {
    api();
    const { router } = await open('/reservations/inquiries', {
      ...allFeatures,
      inquiriesViewAvailable: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/reservations/requests'));
    expect(await screen.findByRole('table', { name: 'Requests' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Inquiries' })).toBeNull();
  });
});

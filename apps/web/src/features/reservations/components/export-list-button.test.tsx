import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthSession } from '@/shared/auth/auth-session';
import { getActiveLocale } from '@/shared/i18n/active-locale';
import type { ReservationTab } from '@hostdeck/contract/reservations/reservation-list.schemas';
import { Outlet, useParams } from 'react-router';
import { allFeatures, makeUserInfo } from '@/shared/ui/testing/fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { spyOnToasts } from '@/shared/ui/testing/toast-spy';
import { readListParams } from '../reservation-list.rules';
import { ExportListButton } from './export-list-button';
import { ReservationsPage } from './reservations-page';

const EXPORT = 'GET /api/app/bookings/export.csv';
const csv = '\uFEFFBooking code,Status\r\nHD1,Confirmed\r\n';

function csvFile() {
  return new Response(csv, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="reservations-confirmed-2030-01-02.csv"; filename*=UTF-8''reservations-confirmed-2030-01-02.csv`,
    },
  });
}

/** What the page handed to the browser's downloads: each link clicked, with its file. */
function watchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:http://localhost/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

async function renderButton(search: string, tab: ReservationTab = 'confirmed') {
  const params = readListParams(tab, new URLSearchParams(search));
  return renderUi(<ExportListButton params={params} />, { path: `/reservations/${tab}?${search}` });
}

/** The address and headers of the one call the button made. */
function calledUrl(fetch: ReturnType<typeof mockApi>) {
  const [input] = fetch.mock.calls[0]!;
  return new URL(String(input), 'http://localhost');
}

describe('ExportListButton', () => {
  beforeEach(() => {
    setAuthSession({
      getAccessToken: () => 'token-1',
      refresh: () => Promise.resolve(false),
      logout: () => Promise.resolve(),
    });
  });
  afterEach(() => {
    setAuthSession(null);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads the whole filtered list with the token and saves it under the server’s name', async () => {
    const fetch = mockApi({ [EXPORT]: () => csvFile() });
    const saved = watchDownloads();
    await renderButton('q=ana&unit=u-7&checkInFrom=2030-01-01&sort=checkIn-asc&page=3');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));

    const [input, init] = fetch.mock.calls[0]!;
    const url = new URL(String(input), 'http://localhost');
    expect(url.pathname).toBe('/api/app/bookings/export.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'criteria[search]': 'ana',
      'criteria[unitId]': 'u-7',
      'criteria[tab]': 'confirmed',
      'criteria[checkIn][from]': '2030-01-01',
      'sorting[checkIn]': 'asc',
    });
    // Every page: the file never asks for the one on screen.
    expect(url.searchParams.has('page')).toBe(false);
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-1');
    // The server writes the header row in the language the app shows.
    expect(headers['Accept-Language']).toBe(getActiveLocale());
    expect(saved[0]?.name).toBe('reservations-confirmed-2030-01-02.csv');
    // Byte for byte, the byte order mark included (Blob.text() would drop it while decoding).
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(csv);
  });

  it('waits disabled while the file is made, and can be pressed again afterwards', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ [EXPORT]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const saved = watchDownloads();
    await renderButton('');
    const button = screen.getByRole('button', { name: 'Export CSV' });
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(button.getAttribute('data-loading')).toBe('true');
    await act(async () => answer(csvFile()));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(saved).toHaveLength(1);
  });

  it('says so in a toast when the file cannot be made, and saves nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      [EXPORT]: () =>
        new Response(JSON.stringify({ code: 'common.internal', message: 'Broken', errors: [] }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    const saved = watchDownloads();
    const toasts = spyOnToasts();
    await renderButton('');
    const button = screen.getByRole('button', { name: 'Export CSV' });
    fireEvent.click(button);
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          message: 'The file could not be made. Check your connection and try again.',
        }),
      ),
    );
    expect(saved).toEqual([]);
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('exports a request tab from the requests file with the requests list’s query', async () => {
    const fetch = mockApi({ 'GET /api/app/booking-requests/export.csv': () => csvFile() });
    const saved = watchDownloads();
    await renderButton('q=ana&unit=u-7&stayFrom=2030-01-01&sort=checkIn-asc&page=2', 'rejected');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const url = calledUrl(fetch);
    expect(url.pathname).toBe('/api/app/booking-requests/export.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'criteria[search]': 'ana',
      'criteria[unitId]': 'u-7',
      'criteria[state]': 'REJECTED',
      'criteria[checkOut][from]': '2030-01-01',
      'sorting[checkIn]': 'asc',
    });
  });

  it('exports an inquiry tab from the inquiries file with the inquiries list’s query', async () => {
    const fetch = mockApi({ 'GET /api/app/booking-inquiries/export.csv': () => csvFile() });
    const saved = watchDownloads();
    await renderButton('q=bo&page=4', 'inquiries-archived');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const url = calledUrl(fetch);
    expect(url.pathname).toBe('/api/app/booking-inquiries/export.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'criteria[search]': 'bo',
      'criteria[archived]': 'true',
    });
  });

  it('sits on every tab of the reservations page, bookings, requests and inquiries alike', async () => {
    const empty = { items: [], pagination: { page: 1, pageSize: 20, total: 0, pageCount: 0 } };
    mockApi({
      'GET /api/app/booking-requests': empty,
      'GET /api/app/bookings': empty,
      'GET /api/app/booking-inquiries': empty,
    });
    function Route() {
      const { tab } = useParams();
      return <ReservationsPage tab={tab as ReservationTab} />;
    }
    const { router } = await renderUi(<Outlet />, {
      path: '/reservations/upcoming',
      userInfo: makeUserInfo({ appFeatures: allFeatures }),
      children: [{ path: '/reservations/:tab', element: <Route /> }],
    });
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
    for (const tab of ['requests', 'inquiries'] as const) {
      await act(() => router.navigate(`/reservations/${tab}`));
      await screen.findByRole('tab', { name: tab === 'requests' ? 'Requests' : 'Inquiries', selected: true });
      expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    }
  });
});

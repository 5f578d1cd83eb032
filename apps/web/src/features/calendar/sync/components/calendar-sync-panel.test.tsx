import type { IcalFeed } from '@hostdeck/contract/calendar/ical-feeds.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { spyOnToasts } from '@/shared/ui/testing/toast-spy';
import { CalendarSyncPanel } from './calendar-sync-panel';

const EXPORT = '/api/app/calendar/units/u1/ical-export';
const FEEDS = '/api/app/calendar/units/u1/ical-feeds';
const exportUrl = { url: 'http://hostdeck.test/api/ical/secretsecretsecretsecret.ics' };

const airbnb: IcalFeed = {
  id: 'f1',
  unitId: 'u1',
  name: 'Airbnb',
  url: 'https://www.airbnb.com/calendar/ical/1.ics',
  color: 'pink',
  channelKeyId: null,
  lastSyncedAt: '2030-06-01T10:00:00Z',
  lastStatus: 'ok',
  lastError: null,
  eventCount: 3,
};
const booking: IcalFeed = {
  ...airbnb,
  id: 'f2',
  name: 'Booking.com',
  url: 'https://admin.booking.com/ical/2.ics',
  color: 'blue',
  lastStatus: 'error',
  lastError: 'calendar.feedTimeout',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('CalendarSyncPanel', () => {
  it('shows the export address and the imported feeds with their last read, translated errors included', async () => {
    mockApi({ [`GET ${EXPORT}`]: exportUrl, [`GET ${FEEDS}`]: { items: [airbnb, booking] } });
    await renderUi(<CalendarSyncPanel unitId="u1" />);
    expect(await screen.findByDisplayValue(exportUrl.url)).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Airbnb')).toBeTruthy();
    expect(within(items[0]!).getByText(/events imported: 3/)).toBeTruthy();
    expect(within(items[1]!).getByText(/took too long to answer/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Booking.com now' })).toBeTruthy();
  });

  it('says when no calendar is imported yet, and when the feeds cannot be loaded', async () => {
    mockApi({ [`GET ${EXPORT}`]: exportUrl, [`GET ${FEEDS}`]: { items: [] } });
    const { unmount } = await renderUi(<CalendarSyncPanel unitId="u1" />);
    expect(await screen.findByText(/No calendar imported yet/)).toBeTruthy();
    unmount();
    mockApi({
      [`GET ${EXPORT}`]: exportUrl,
      [`GET ${FEEDS}`]: json(500, { code: 'common.internal', message: 'x', errors: [] }),
    });
    await renderUi(<CalendarSyncPanel unitId="u1" />);
    expect(await screen.findByText('The imported calendars could not be loaded.')).toBeTruthy();
  });

  it('adds a feed: checks the address first, then shows the server’s field error on its field', async () => {
    let posted: unknown = null;
    mockApi({
      [`GET ${EXPORT}`]: exportUrl,
      [`GET ${FEEDS}`]: { items: [] },
      [`POST ${FEEDS}`]: ({ init }: { init: RequestInit | undefined }) => {
        posted = JSON.parse(String(init?.body));
        return json(400, {
          code: 'common.validation',
          message: 'bad',
          errors: [
            { field: 'name', code: 'validation.too_big', message: 'too long', params: { maximum: 80 } },
          ],
        });
      },
    });
    await renderUi(<CalendarSyncPanel unitId="u1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a calendar' }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Vrbo' } });
    fireEvent.change(screen.getByLabelText(/^iCal address/), { target: { value: 'ftp://vrbo.com/x.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/starting with http:\/\/ or https:\/\//)).toBeTruthy();
    expect(posted).toBeNull();

    fireEvent.change(screen.getByLabelText(/^iCal address/), {
      target: { value: 'https://www.vrbo.com/icalendar/1.ics' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posted).toEqual({
        name: 'Vrbo',
        url: 'https://www.vrbo.com/icalendar/1.ics',
        color: 'blue',
        channelKeyId: null,
      }),
    );
    expect(await screen.findByText(/80/)).toBeTruthy();
  });

  it('changes a feed: sends the trimmed values, closes the form and says only the panel’s own words', async () => {
    let patched: unknown = null;
    mockApi({
      [`GET ${EXPORT}`]: exportUrl,
      [`GET ${FEEDS}`]: { items: [airbnb] },
      'PATCH /api/app/calendar/ical-feeds/f1': ({ init }: { init: RequestInit | undefined }) => {
        patched = JSON.parse(String(init?.body));
        return { ...airbnb, name: 'Airbnb loft', lastStatus: 'error', lastError: 'calendar.feedTimeout' };
      },
    });
    const toast = spyOnToasts();
    await renderUi(<CalendarSyncPanel unitId="u1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Airbnb' }));
    const form = screen.getByRole('form', { name: 'Edit calendar' });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: '  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a name.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: ' Airbnb loft ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(patched).toEqual({ name: 'Airbnb loft', url: airbnb.url, color: 'pink', channelKeyId: null }),
    );
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/not be read yet/) }),
    );
  });

  it('asks before making a new export address, then shows the new one', async () => {
    const renewed = { url: 'http://hostdeck.test/api/ical/renewedrenewedrenewed00.ics' };
    const api = mockApi({
      [`GET ${EXPORT}`]: exportUrl,
      [`GET ${FEEDS}`]: { items: [] },
      [`POST ${EXPORT}/regenerate`]: renewed,
    });
    await renderUi(<CalendarSyncPanel unitId="u1" />);
    await screen.findByDisplayValue(exportUrl.url);
    fireEvent.click(screen.getByRole('button', { name: 'Make a new address' }));
    const dialog = screen.getByRole('alertdialog');
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    expect(await screen.findByDisplayValue(renewed.url)).toBeTruthy();
  });

  it('names the API key the feed’s channel delivers bookings with, and shows the server’s refusal on that field', async () => {
    let posted: unknown = null;
    mockApi({
      [`GET ${EXPORT}`]: exportUrl,
      [`GET ${FEEDS}`]: { items: [] },
      'GET /api/app/user/api-keys': {
        items: [
          {
            id: 'k1',
            name: 'Airbnb',
            prefix: 'hdk_ab12',
            createdAt: '2030-01-01T00:00:00Z',
            lastUsedAt: null,
          },
        ],
      },
      [`POST ${FEEDS}`]: ({ init }: { init: RequestInit | undefined }) => {
        posted = JSON.parse(String(init?.body));
        return json(400, {
          code: 'common.validation',
          message: 'bad',
          errors: [
            { field: 'channelKeyId', code: 'calendar.feedChannelKeyNotFound', message: 'unknown key' },
          ],
        });
      },
    });
    await renderUi(<CalendarSyncPanel unitId="u1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a calendar' }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Airbnb' } });
    fireEvent.change(screen.getByLabelText(/^iCal address/), {
      target: { value: 'https://www.airbnb.com/calendar/ical/1.ics' },
    });
    fireEvent.click(await screen.findByRole('combobox', { name: /^Bookings from this site arrive through/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Airbnb (hdk_ab12…)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toMatchObject({ name: 'Airbnb', channelKeyId: 'k1' }));
    expect(await screen.findByText(/could not find this API key among yours/)).toBeTruthy();
  });
});

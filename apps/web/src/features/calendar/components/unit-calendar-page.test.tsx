import type {
  CalendarDay,
  CalendarEntry,
  UnitCalendarResponse,
} from '@hostdeck/contract/calendar/calendar.schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockRoute } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { spyOnToasts } from '@/shared/ui/testing/toast-spy';
import { addDays } from '../calendar-dates';
import { UnitCalendarPage } from './unit-calendar-page';

// June 2030 in en-US: weeks from Sunday, May 26 to Saturday, July 6; the page asks for 14 more.
const FIRST = '2030-05-26';
const LAST_FETCHED = '2030-07-21';

function makeDays(overrides: Record<string, Partial<CalendarDay>> = {}): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let date = FIRST; date < LAST_FETCHED; date = addDays(date, 1)) {
    days.push({
      date,
      availability: 'available',
      blockedReason: null,
      nightly: 120,
      promotedNightly: null,
      priceSource: 'base',
      seasonId: null,
      minStayNights: 1,
      maxStayNights: null,
      checkInAllowed: true,
      ...overrides[date],
    });
  }
  return days;
}

const booking: CalendarEntry = {
  id: 'e-1',
  dateFrom: '2030-06-03',
  dateTo: '2030-06-06',
  source: 'booking',
  booking: { id: 'b-7', status: 'CONFIRMED', guestName: 'Lukas Wagner' },
  bookingRequest: null,
  inquiry: null,
  children: [],
  external: null,
  conflict: false,
};

function makeCalendar(overrides: Partial<UnitCalendarResponse> = {}): UnitCalendarResponse {
  return {
    unitId: 'u1',
    title: 'Sea view loft',
    currency: 'EUR',
    calendarStatus: 'AVAILABLE',
    dateFrom: FIRST,
    dateTo: LAST_FETCHED,
    days: makeDays({
      '2030-06-03': { availability: 'blocked', blockedReason: 'stay' },
      '2030-06-04': { availability: 'blocked', blockedReason: 'stay' },
      '2030-06-05': { availability: 'blocked', blockedReason: 'stay' },
      '2030-06-06': { availability: 'blocked', blockedReason: 'preparation' },
      '2030-06-20': { promotedNightly: 96 },
    }),
    entries: [booking],
    seasons: [],
    promotions: [{ type: 'lastMinute', discountPercent: 20 }],
    ...overrides,
  };
}

const units = {
  items: [
    {
      id: 'u1',
      title: 'Sea view loft',
      propertyType: 'single',
      accommodationType: null,
      propertyId: 'p1',
      propertyUnitPublicId: 'u1',
      units: [],
    },
  ],
  pagination: { page: 1, pageSize: 100, total: 1, pageCount: 1 },
};

function renderPage(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({
    'GET /api/app/calendar/units/u1': makeCalendar(),
    'GET /api/app/property-units': units,
    ...routes,
  });
  return { api, ...renderUi(<UnitCalendarPage unitId="u1" />, { path: '/calendar/u1?month=2030-06' }) };
}

const cell = (date: string) => {
  const found = document.querySelector<HTMLElement>(`[role="gridcell"][data-date="${date}"]`);
  if (!found) throw new Error(`no cell for ${date}`);
  return found;
};

const drag = (from: string, to: string) => {
  fireEvent.pointerDown(cell(from), { button: 0, pointerType: 'mouse' });
  fireEvent.pointerEnter(cell(to));
  fireEvent.pointerUp(window);
};

const sentBody = (api: ReturnType<typeof mockApi>, path: string) => {
  const call = api.mock.calls.find(
    ([input, init]) => String(input).includes(path) && init?.method === 'POST',
  );
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
};

describe('the unit calendar (month view)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the weeks shown and 14 nights more, and draws prices, promotions, blocks and stays', async () => {
    const { api } = renderPage();
    const grid = await screen.findByRole('grid', { name: 'Nights of June 2030' });
    await waitFor(() => expect(cell('2030-06-10').getAttribute('aria-label')).toMatch(/€120/));
    const asked = new URL(
      String(api.mock.calls.find(([url]) => String(url).includes('/calendar/units/'))?.[0]),
      'http://x',
    );
    expect(Object.fromEntries(asked.searchParams)).toEqual({ dateFrom: FIRST, dateTo: LAST_FETCHED });
    // Weeks start on Sunday in American English; weekday names come from Intl.
    expect(within(grid).getAllByRole('columnheader')[0]?.textContent).toBe('Sun');
    expect(cell('2030-06-20').getAttribute('aria-label')).toMatch(/€96 instead of €120/);
    expect(cell('2030-06-06').getAttribute('aria-label')).toMatch(/blocked \(Preparation\)/);
    expect(within(cell('2030-06-06')).getByText('Preparation')).toBeTruthy();
    // The stay's bar spans its nights and opens the booking.
    const bar = within(cell('2030-06-03')).getByRole('link', { name: /Booking: Lukas Wagner/ });
    expect(bar.getAttribute('href')).toBe('/booking-details/b-7');
    expect(bar.getAttribute('style')).toMatch(/--span: 3/);
    expect(screen.getByText('Promotion: 20% off')).toBeTruthy();
    // The same stay is in the list under the grid, for the keyboard.
    const list = screen.getByRole('region', { name: 'Stays and blocks this month' });
    expect(within(list).getByRole('link', { name: 'Lukas Wagner' }).getAttribute('href')).toBe(
      '/booking-details/b-7',
    );
  });

  it('blocks dragged nights at once and sends the half-open range', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { api } = renderPage({
      'POST /api/app/properties/u1/unavailabilities/block': () =>
        new Promise((resolve) => (answer = resolve)),
    });
    await waitFor(() => expect(cell('2030-06-10').getAttribute('aria-label')).toMatch(/€120/));
    drag('2030-06-10', '2030-06-12');
    expect(cell('2030-06-11').getAttribute('aria-selected')).toBe('true');
    const sheet = screen.getByRole('region', { name: 'Selected nights' });
    expect(within(sheet).getByText(/3 nights selected/)).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(cell('2030-06-12').getAttribute('aria-label')).toMatch(/blocked \(Blocked by you\)/),
    );
    expect(sentBody(api, '/unavailabilities/block')).toEqual({
      dateFrom: '2030-06-10',
      dateTo: '2030-06-13',
    });
    await act(async () => answer({ unitId: 'u1', items: [], entries: [] }));
  });

  it('puts the nights back and says why when the server refuses a block over a stay', async () => {
    const toasts = spyOnToasts();
    renderPage({
      'POST /api/app/properties/u1/unavailabilities/block': () =>
        new Response(JSON.stringify({ code: 'calendar.overlapsStay', message: 'overlaps', errors: [] }), {
          status: 409,
        }),
    });
    await waitFor(() => expect(cell('2030-06-10').getAttribute('aria-label')).toMatch(/€120/));
    fireEvent.pointerDown(cell('2030-06-01'), { button: 0, pointerType: 'mouse' });
    fireEvent.pointerUp(window);
    fireEvent.pointerDown(cell('2030-06-04'), { button: 0, pointerType: 'mouse', shiftKey: true });
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Selected nights' })).getByRole('button', { name: 'Block' }),
    );
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ message: expect.stringMatching(/taken by a booking/) as unknown }),
      ),
    );
    expect(cell('2030-06-01').getAttribute('aria-label')).toMatch(/available/);
  });

  it('selects nights with the keyboard: arrows move, Enter starts and ends, Escape clears', async () => {
    renderPage();
    await waitFor(() => expect(cell('2030-06-10').getAttribute('aria-label')).toMatch(/€120/));
    const start = cell('2030-06-01');
    // One tab stop: the first of the month (today is not in June 2030).
    expect(start.tabIndex).toBe(0);
    expect(cell('2030-06-02').tabIndex).toBe(-1);
    start.focus();
    fireEvent.keyDown(start, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(cell('2030-06-08')));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    expect(screen.getByText(/3 nights selected/)).toBeTruthy();
    expect(cell('2030-06-10').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight', shiftKey: true });
    expect(screen.getByText(/4 nights selected/)).toBeTruthy();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Selected nights' })).toBeNull();
    // Walking off the weeks shown turns the month.
    for (let week = 0; week < 3; week += 1) {
      fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    }
    expect(await screen.findByRole('grid', { name: 'Nights of May 2030' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(cell('2030-05-21')));
  });

  it('sets a price for the selected nights through the range edit', async () => {
    const { api } = renderPage({
      'POST /api/app/calendar/range-edit': () => new Response(null, { status: 204 }),
    });
    await waitFor(() => expect(cell('2030-06-10').getAttribute('aria-label')).toMatch(/€120/));
    drag('2030-06-10', '2030-06-11');
    const price = screen.getByRole('button', { name: 'Nightly price' });
    expect(price.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(price);
    expect(price.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(screen.getByRole('textbox', { name: 'Nightly price' }), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set price' }));
    await waitFor(() => expect(sentBody(api, '/calendar/range-edit')).toBeDefined());
    expect(sentBody(api, '/calendar/range-edit')).toEqual({
      unitIds: ['u1'],
      dateFrom: '2030-06-10',
      dateTo: '2030-06-12',
      change: { kind: 'price', nightly: 150 },
    });
  });

  it('shows a refused stay limit on its field', async () => {
    const toasts = spyOnToasts();
    renderPage({
      'POST /api/app/calendar/range-edit': () =>
        new Response(
          JSON.stringify({
            code: 'common.validation',
            message: 'invalid',
            errors: [
              { field: 'change.maxStayNights', message: 'too short', code: 'calendar.maxStayBelowMin' },
            ],
          }),
          { status: 400 },
        ),
    });
    await waitFor(() => expect(cell('2030-06-10').getAttribute('aria-label')).toMatch(/€120/));
    drag('2030-06-10', '2030-06-11');
    fireEvent.click(screen.getByRole('button', { name: 'Stay limits' }));
    fireEvent.change(screen.getByLabelText('Maximum stay'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set stay limits' }));
    expect(await screen.findByText('The maximum stay cannot be shorter than the minimum stay.')).toBeTruthy();
    expect(toasts).not.toHaveBeenCalled();
  });

  it('changes the calendar status through calendar-action, explains it, and goes back when refused', async () => {
    let refuse: (value: unknown) => void = () => undefined;
    const { api } = renderPage({
      'POST /api/app/property-unit/u1/calendar-action': () => new Promise((resolve) => (refuse = resolve)),
    });
    expect(await screen.findByText('Guests can book every night you have not blocked.')).toBeTruthy();
    const input = screen.getByRole('combobox', { name: 'Calendar status' });
    fireEvent.click(input);
    fireEvent.click(await screen.findByRole('option', { name: 'Paused' }));
    expect(await screen.findByText(/No new bookings while paused/)).toBeTruthy();
    expect(sentBody(api, '/calendar-action')).toEqual({ status: 'PAUSED' });
    await act(async () => refuse(new Response(JSON.stringify({ message: 'no' }), { status: 500 })));
    expect(await screen.findByText('Guests can book every night you have not blocked.')).toBeTruthy();
  });

  it('says so when the calendar cannot be loaded, and tries again', async () => {
    let calls = 0;
    renderPage({
      'GET /api/app/calendar/units/u1': () =>
        (calls += 1) === 1
          ? new Response(JSON.stringify({ message: 'boom' }), { status: 500 })
          : makeCalendar(),
    });
    expect(await screen.findByText('The calendar could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cell('2030-06-10').getAttribute('aria-label')).toMatch(/€120/));
    expect(screen.queryByText('The calendar could not be loaded.')).toBeNull();
  });

  it('tells a host whose unit has no price yet where to set one', async () => {
    renderPage({
      'GET /api/app/calendar/units/u1': makeCalendar({
        days: makeDays().map((d) => ({ ...d, nightly: null })),
      }),
    });
    const link = await screen.findByRole('link', { name: 'Set a price' });
    expect(link.getAttribute('href')).toBe('/properties/p1/units/u1/price-and-availability');
  });
});

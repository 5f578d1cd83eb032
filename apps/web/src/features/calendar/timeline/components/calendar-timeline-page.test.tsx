import { calendarErrorCodes } from '@hostdeck/contract/calendar/calendar.errors';
import type { TimelineResponse } from '@hostdeck/contract/calendar/calendar.schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { spyOnToasts } from '@/shared/ui/testing/toast-spy';
import { entryOf, unitOf } from '../timeline-fixtures.test-data';
import { addNights, localToday } from '../timeline-window.rules';
import { CalendarTimelinePage } from './calendar-timeline-page';

// jsdom lays nothing out: the grid's box is given a size, so the virtualisers put rows and nights in it.
const sizes = { clientWidth: 1000, clientHeight: 600 };
const saved = Object.keys(sizes).map(
  (key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const,
);
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes)) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [key, descriptor] of saved)
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
});

const today = localToday();

function timeline(url: URL): TimelineResponse {
  const dateFrom = url.searchParams.get('dateFrom') ?? today;
  const dateTo = url.searchParams.get('dateTo') ?? addNights(today, 90);
  const nights = 90;
  const first = dateFrom === today;
  const units = [
    unitOf('a', nights, {
      title: 'Sea loft',
      entries: first ? [entryOf('bk-1', addNights(today, 3), addNights(today, 6), { label: 'Emma' })] : [],
    }),
    unitOf('b', nights, { title: 'Garden flat', propertyId: 'p2', propertyTitle: 'Garden house' }),
  ];
  const filtered = url.searchParams.get('propertyId')
    ? units.filter((u) => u.propertyId === url.searchParams.get('propertyId'))
    : units;
  return { dateFrom, dateTo, units: filtered, total: filtered.length };
}

/** The unit selector's list, the property filter's source: one page per array given. */
function selectorPages(...pages: { id: string; title: string }[][]) {
  return ({ url }: { url: URL }) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    return {
      items: (pages[page - 1] ?? []).map((property) => ({
        id: property.id,
        title: property.title,
        propertyType: 'multi',
        accommodationType: null,
        propertyId: property.id,
        propertyUnitPublicId: `${property.id}-u1`,
        units: [],
      })),
      pagination: { page, pageSize: 100, total: pages.flat().length, pageCount: pages.length },
    };
  };
}
const twoProperties = selectorPages([
  { id: 'p1', title: 'Villa' },
  { id: 'p2', title: 'Garden house' },
]);
const timelineCalls = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/app/calendar/timeline');

const grid = () => screen.getByRole('grid', { name: 'Units and nights' });
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('the multi-unit timeline', () => {
  it('draws units as rows with their free nights’ prices, the stays as bars opening their booking, and the property filter', async () => {
    const api = mockApi({
      'GET /api/app/calendar/timeline': ({ url }: { url: URL }) => timeline(url),
      'GET /api/app/property-units': twoProperties,
    });
    const { router } = await renderUi(<CalendarTimelinePage />, { path: '/calendar' });
    const loft = await screen.findByRole('link', { name: 'Sea loft' });
    expect(loft.getAttribute('href')).toBe('/calendar/a');
    expect(within(row('Sea loft')).getAllByText('€100').length).toBeGreaterThan(5);
    const stay = within(row('Sea loft')).getByRole('link', { name: 'Open Booking: Emma' });
    expect(stay.getAttribute('href')).toBe('/booking-details/bk-1');
    // The first chunk starts today and reads 90 nights.
    const first = timelineCalls(api)[0]!;
    expect([first.searchParams.get('dateFrom'), first.searchParams.get('dateTo')]).toEqual([
      today,
      addNights(today, 90),
    ]);

    const filter = screen.getByRole('combobox', { name: 'Property' });
    await within(filter).findByRole('option', { name: 'Garden house' });
    fireEvent.change(filter, { target: { value: 'p2' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sea loft' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Garden flat' })).toBeTruthy();
    // The choice is kept in the address.
    expect(router.state.location.search).toBe('?property=p2');
  });

  it('offers every property of the host, beyond the units the first page of the timeline shows, and reads the address’s choice', async () => {
    const api = mockApi({
      'GET /api/app/calendar/timeline': ({ url }: { url: URL }) => timeline(url),
      // Two pages of properties: the second one's has no unit among the timeline's rows.
      'GET /api/app/property-units': selectorPages(
        [
          { id: 'p1', title: 'Villa' },
          { id: 'p2', title: 'Garden house' },
        ],
        [{ id: 'p3', title: 'Harbour view' }],
      ),
    });
    await renderUi(<CalendarTimelinePage />, { path: '/calendar?property=p2' });
    expect(await screen.findByRole('link', { name: 'Garden flat' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sea loft' })).toBeNull();
    expect(timelineCalls(api).every((url) => url.searchParams.get('propertyId') === 'p2')).toBe(true);
    const filter = screen.getByRole('combobox', { name: 'Property' });
    await within(filter).findByRole('option', { name: 'Harbour view' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All properties', 'Garden house', 'Harbour view', 'Villa']);
    expect((filter as HTMLSelectElement).value).toBe('p2');
  });

  it('reads the next 90 nights when the host scrolls towards them, and not before', async () => {
    const api = mockApi({
      'GET /api/app/calendar/timeline': ({ url }: { url: URL }) => timeline(url),
      'GET /api/app/property-units': twoProperties,
    });
    await renderUi(<CalendarTimelinePage />);
    await screen.findByRole('link', { name: 'Sea loft' });
    await within(screen.getByRole('combobox', { name: 'Property' })).findByRole('option', {
      name: 'Garden house',
    });
    const starts = () => timelineCalls(api).map((url) => url.searchParams.get('dateFrom'));
    expect(starts()).toEqual([today]);
    // 80 nights in (56 px each): the view and its two weeks after reach the second chunk.
    act(() => {
      grid().scrollLeft = 80 * 56;
      fireEvent.scroll(grid());
    });
    await waitFor(() => expect(starts()).toContain(addNights(today, 90)));
    expect(starts()).not.toContain(addNights(today, 180));

    // Another property, the view where it was: the nights in view are read for it at once.
    fireEvent.change(screen.getByRole('combobox', { name: 'Property' }), { target: { value: 'p2' } });
    await waitFor(() =>
      expect(
        api.mock.calls.some(([input]) => {
          const query = new URL(String(input), 'http://localhost').searchParams;
          return query.get('propertyId') === 'p2' && query.get('dateFrom') === addNights(today, 90);
        }),
      ).toBe(true),
    );
  });

  it('sets the price of two units at once with the keyboard, shown before the server answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = mockApi({
      'GET /api/app/calendar/timeline': ({ url }: { url: URL }) => timeline(url),
      'POST /api/app/calendar/range-edit': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const toasts = spyOnToasts();
    await renderUi(<CalendarTimelinePage />);
    await screen.findByRole('link', { name: 'Sea loft' });
    // Space picks the first unit and starts on today; Shift+Right stretches to three nights; Shift+Down adds the second unit.
    const box = grid();
    act(() => box.focus());
    fireEvent.keyDown(box, { key: ' ' });
    fireEvent.keyDown(box, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(box, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(box, { key: 'ArrowDown', shiftKey: true });
    expect(screen.getByText(/2 units · .*3 nights/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Set price' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Price per night' }), {
      target: { value: '180' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(within(row('Garden flat')).getAllByText('€180')).toHaveLength(3));
    expect(within(row('Sea loft')).getAllByText('€180')).toHaveLength(3);
    const edit = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(edit?.[1]?.body))).toEqual({
      unitIds: ['a', 'b'],
      dateFrom: today,
      dateTo: addNights(today, 3),
      change: { kind: 'price', nightly: 180 },
    });
    answer(new Response(null, { status: 204 }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ message: 'Saved for 2 units.' })),
    );
  });

  it('sets a minimum stay on the picked nights, an empty maximum putting back the unit’s own', async () => {
    const api = mockApi({
      'GET /api/app/calendar/timeline': ({ url }: { url: URL }) => timeline(url),
      'POST /api/app/calendar/range-edit': () => new Response(null, { status: 204 }),
    });
    await renderUi(<CalendarTimelinePage />);
    await screen.findByRole('link', { name: 'Sea loft' });
    fireEvent.click(within(row('Garden flat')).getByRole('checkbox', { name: 'Select Garden flat' }));
    const cells = within(row('Garden flat')).getAllByRole('gridcell');
    fireEvent.pointerDown(cells[8]!, { button: 0, pointerType: 'mouse' });
    fireEvent.pointerDown(cells[12]!, { button: 0, pointerType: 'mouse', shiftKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Set stay limits' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Minimum stay/ }), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const edit = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(edit?.[1]?.body))).toEqual({
      unitIds: ['b'],
      dateFrom: addNights(today, 8),
      dateTo: addNights(today, 13),
      change: { kind: 'stay', minStayNights: 3, maxStayNights: null },
    });
  });

  it('takes a block back and names the unit whose booking it would overlap', async () => {
    // Each refusal is reported to the console by the API client.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/app/calendar/timeline': ({ url }: { url: URL }) => timeline(url),
      'POST /api/app/properties/a/unavailabilities/block': () =>
        new Response(
          JSON.stringify({ code: calendarErrorCodes.overlapsStay, message: 'overlaps', errors: [] }),
          {
            status: 409,
          },
        ),
      'POST /api/app/properties/b/unavailabilities/block': () => new Response(null, { status: 409 }),
    });
    const toasts = spyOnToasts();
    await renderUi(<CalendarTimelinePage />);
    await screen.findByRole('link', { name: 'Sea loft' });
    const cells = within(row('Sea loft')).getAllByRole('gridcell');
    fireEvent.pointerDown(cells[2]!, { button: 0, pointerType: 'mouse' });
    fireEvent.pointerDown(cells[4]!, { button: 0, pointerType: 'mouse', shiftKey: true });
    expect(screen.getByText(/1 unit · .*3 nights/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({
          message: expect.stringMatching(/^Sea loft: Some of these nights are taken/),
        }),
      ),
    );
    expect(within(row('Sea loft')).queryByText('Blocked by you')).toBeNull();
  });

  it('offers to list a property to a host with no units yet', async () => {
    mockApi({
      'GET /api/app/calendar/timeline': {
        dateFrom: today,
        dateTo: addNights(today, 90),
        units: [],
        total: 0,
      },
    });
    await renderUi(<CalendarTimelinePage />);
    expect((await screen.findByRole('link', { name: 'List a property' })).getAttribute('href')).toBe(
      '/listing/add-property',
    );
  });

  it('says when the calendars cannot be read, with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /api/app/calendar/timeline': () => new Response(null, { status: 500 }) });
    await renderUi(<CalendarTimelinePage />);
    expect(await screen.findByText('The calendars could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

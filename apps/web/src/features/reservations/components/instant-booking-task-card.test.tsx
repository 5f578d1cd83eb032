import type { Task } from '@hostdeck/contract/tasks/tasks.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeHostConfig } from '@/shared/ui/testing/fixtures';
import { mockApi, type MockRoute } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { spyOnToasts } from '@/shared/ui/testing/toast-spy';
import { InstantBookingTaskCard } from './instant-booking-task-card';
import { ReservationsPage } from './reservations-page';

const TASKS = 'GET /api/app/user/tasks';
const SWITCH = 'POST /api/app/property-units/switch-to-instant-booking';
const KEEP = 'PATCH /api/app/user/task/bulk_switch_to_instant_booking';

const task = (status: Task['status']): Task => ({
  taskType: 'bulk_switch_to_instant_booking',
  status,
  updatedAt: '2030-05-01T10:00:00.000Z',
});
const failure = () =>
  new Response(JSON.stringify({ code: 'common.internal', message: 'Broken', errors: [] }), {
    status: 500,
    headers: { 'Content-Type': 'application/json' },
  });

/** Tasks answer `open` until a write succeeds, then `done`, as the server would. */
function api(routes: Record<string, MockRoute> = {}) {
  let status: Task['status'] = 'not_started';
  return mockApi({
    [TASKS]: () => ({ items: [task(status)] }),
    [SWITCH]: () => {
      status = 'done';
      return { updatedUnitIds: ['u-1', 'u-2'], bookingType: 'onLine' };
    },
    [KEEP]: () => {
      status = 'done';
      return task('done');
    },
    ...routes,
  });
}

const callsTo = (fetch: ReturnType<typeof mockApi>, key: string) =>
  fetch.mock.calls.filter(
    ([input, init]) =>
      `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key,
  );

async function openDialog(onRequestWarning = false) {
  await renderUi(<InstantBookingTaskCard />, {
    startup: { hostConfig: makeHostConfig({ onRequestWarning }) },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Choose booking type' }));
  return screen.findByRole('dialog', { name: 'How should guests book your remaining units?' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('InstantBookingTaskCard and the bulk switch dialog', () => {
  it('offers the open task; instant booking is chosen at first and switches every remaining unit', async () => {
    const fetch = api();
    const toasts = spyOnToasts();
    const dialog = await openDialog();
    expect(screen.getByRole('region', { name: 'Let guests book all your units instantly' })).toBeTruthy();
    const instant = within(dialog).getByRole('radio', { name: /Switch all to instant booking/ });
    expect(instant.getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).getByText('Recommended')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: 'Done: your units now take instant bookings.' }),
      ),
    );
    expect(callsTo(fetch, SWITCH)).toHaveLength(1);
    expect(callsTo(fetch, KEEP)).toHaveLength(0);
    // The task list is read again and the task, now done, leaves the page.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Choose booking type' })).toBeNull());
    expect(callsTo(fetch, TASKS)).toHaveLength(2);
  });

  it('keeping the units on request marks the task done, after the warning the host config asks for', async () => {
    const fetch = api();
    const toasts = spyOnToasts();
    const dialog = await openDialog(true);
    expect(within(dialog).queryByText('You may get fewer bookings')).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Keep them on request/ }));
    expect(within(dialog).getByText('You may get fewer bookings')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: 'Done: your remaining units stay on request.' }),
      ),
    );
    const [[, init]] = callsTo(fetch, KEEP) as [[unknown, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ status: 'done' });
    expect(callsTo(fetch, SWITCH)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Choose booking type' })).toBeNull());
  });

  it('shows no warning for on request when the host config leaves it off', async () => {
    api();
    const dialog = await openDialog(false);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Keep them on request/ }));
    expect(within(dialog).queryByText('You may get fewer bookings')).toBeNull();
  });

  it('a failed switch says to try again and keeps the dialog and the task open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = api({ [SWITCH]: failure });
    const toasts = spyOnToasts();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: 'An error occurred. Please try again.' }),
      ),
    );
    expect(toasts).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose booking type' })).toBeTruthy();
    expect(callsTo(fetch, TASKS)).toHaveLength(1);
  });

  it('a failed keep says to try again too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api({ [KEEP]: failure });
    const toasts = spyOnToasts();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Keep them on request/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: 'An error occurred. Please try again.' }),
      ),
    );
  });

  it('sits at the top of the reservations page', async () => {
    const empty = { items: [], pagination: { page: 1, pageSize: 20, total: 0, pageCount: 0 } };
    api({ 'GET /api/app/booking-requests': empty });
    await renderUi(<ReservationsPage tab="requests" />, { path: '/reservations/requests' });
    expect(await screen.findByRole('button', { name: 'Choose booking type' })).toBeTruthy();
  });

  it.each([
    ['done', { items: [task('done')] }],
    ['hidden', { items: [task('hidden')] }],
    ['absent', { items: [] }],
    ['unreadable', failure],
  ])('shows nothing when the task is %s', async (_, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = api({ [TASKS]: answer });
    await renderUi(<InstantBookingTaskCard />);
    await waitFor(() => expect(callsTo(fetch, TASKS)).toHaveLength(1));
    // Give the answer time to render.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Choose booking type' })).toBeNull();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { NotificationsBell } from './notifications-bell';

const pagination = { page: 1, pageSize: 20, pageCount: 1, total: 1 };
const unread = { id: 'n-1', type: 'discountPromotion', unitId: null, read: false, date: '2026-11-20' };

function mockNotifications() {
  let read = false;
  return mockApi({
    'GET /api/app/notifications': () => ({
      items: [{ ...unread, read }],
      unreadCount: read ? 0 : 1,
      pagination,
    }),
    'PUT /api/app/notifications/read-all': () => {
      read = true;
      return { unreadCount: 0 };
    },
  });
}

const bell = () => screen.getByRole('button', { name: /notifications/i });

describe('NotificationsBell', () => {
  afterEach(() => vi.unstubAllGlobals());

  // First in the file: the page has not settled yet, so the dropdown's code is not loaded and the
  // click lands on the stand-in bell, which the loaded popover replaces.
  it('returns focus to the bell on Escape when it was clicked before the dropdown had loaded', async () => {
    mockNotifications();
    await renderUi(<NotificationsBell />);
    bell().focus();
    fireEvent.click(bell());
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(bell()));
  });

  it('closes on Escape after "Mark all as read" removed the focused button, and focus returns to the bell', async () => {
    mockNotifications();
    await renderUi(<NotificationsBell />);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toMatch(/1/));
    await userEvent.click(bell());
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    await userEvent.click(markAll);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull());
    // Focus stays inside the dropdown, not on the page body.
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(bell());
  });

  it('closes on a click outside, after "Mark all as read" too', async () => {
    mockNotifications();
    await renderUi(
      <div>
        <p>outside</p>
        <NotificationsBell />
      </div>,
    );
    await userEvent.click(bell());
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull());
    await userEvent.click(screen.getByText('outside'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('anchors the dropdown to the bell button itself', async () => {
    mockNotifications();
    await renderUi(<NotificationsBell />);
    await userEvent.click(bell());
    const dialog = await screen.findByRole('dialog');
    // Mantine links target and dropdown only when the target element received the popover's ref.
    expect(bell().getAttribute('aria-controls')).toBe(dialog.id);
  });
});

import type { SavedReply } from '@hostdeck/contract/messaging/saved-replies.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockRoute } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { SavedRepliesDialog } from './saved-replies-dialog';

const reply = (id: string, title: string, position: number): SavedReply => ({
  id,
  title,
  body: `${title} text`,
  position,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
});
const seeded = [reply('r1', 'Welcome', 0), reply('r2', 'Directions', 1), reply('r3', 'Goodbye', 2)];

async function renderDialog(order: MockRoute) {
  const api = mockApi({
    'GET /api/app/messaging/saved-replies': { items: seeded },
    'PUT /api/app/messaging/saved-replies/order': order,
  });
  await renderUi(<SavedRepliesDialog onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Saved replies' });
  await within(dialog).findByText('Welcome');
  return { api, dialog };
}

const titlesIn = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

const sentOrders = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => (JSON.parse(String(init?.body)) as { savedReplyIds: string[] }).savedReplyIds);

describe('reordering saved replies', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('moves a reply up or down at once, sends the whole order and keeps the focus on the button', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { api, dialog } = await renderDialog(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    // The ends cannot move further.
    expect(within(dialog).getByRole('button', { name: 'Move “Welcome” up' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(dialog).getByRole('button', { name: 'Move “Goodbye” down' })).toHaveProperty(
      'disabled',
      true,
    );

    const up = within(dialog).getByRole('button', { name: 'Move “Goodbye” up' });
    up.focus();
    fireEvent.click(up);
    // Shown before the server answers.
    await waitFor(() => expect(titlesIn(dialog)).toEqual(['Welcome', 'Goodbye', 'Directions']));
    expect(await within(dialog).findByText('“Goodbye” is now number 2.')).toBeTruthy();
    await waitFor(() => expect(sentOrders(api)).toEqual([['r1', 'r3', 'r2']]));
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Move “Goodbye” up' }));
    answer({ items: [reply('r1', 'Welcome', 0), reply('r3', 'Goodbye', 1), reply('r2', 'Directions', 2)] });

    // At the top the up button is disabled: the focus goes to its down button.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move “Goodbye” up' }));
    await waitFor(() => expect(titlesIn(dialog)).toEqual(['Goodbye', 'Welcome', 'Directions']));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('button', { name: 'Move “Goodbye” down' }),
      ),
    );
    await waitFor(() => expect(sentOrders(api).at(-1)).toEqual(['r3', 'r1', 'r2']));
  });

  it('puts the list back as it was when the server refuses the order', async () => {
    let refuse: () => void = () => undefined;
    const refusal = new Promise<void>((resolve) => {
      refuse = resolve;
    });
    const { api, dialog } = await renderDialog(() =>
      refusal.then(
        () =>
          new Response(
            JSON.stringify({
              code: 'common.validation',
              message: 'The body is not valid.',
              errors: [
                {
                  field: 'savedReplyIds',
                  code: 'messaging.savedReplyOrderMismatch',
                  message: 'List every one of your saved replies exactly once.',
                },
              ],
            }),
            { status: 400, headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move “Welcome” down' }));
    await waitFor(() => expect(titlesIn(dialog)).toEqual(['Directions', 'Welcome', 'Goodbye']));
    await waitFor(() => expect(sentOrders(api)).toEqual([['r2', 'r1', 'r3']]));
    refuse();
    await waitFor(() => expect(titlesIn(dialog)).toEqual(['Welcome', 'Directions', 'Goodbye']));
    // The list is read again after the refusal.
    await waitFor(() =>
      expect(
        api.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').length,
      ).toBeGreaterThanOrEqual(2),
    );
  });
});

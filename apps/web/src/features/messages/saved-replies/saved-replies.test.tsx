import type { ChatChannel } from '@hostdeck/contract/messaging/messaging.schemas';
import type { ReplyFacts, SavedReply } from '@hostdeck/contract/messaging/saved-replies.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockRoute } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { MessagesPage } from '../components/messages-page';

const channel: ChatChannel = {
  id: 'c1',
  members: [
    { userId: 'h1', name: 'Anna Berg', role: 'host' },
    { userId: 'guest:c1', name: 'Lukas Wagner', role: 'guest' },
  ],
  archived: false,
  unread: 0,
  favorited: false,
  bookingCode: null,
  subject: null,
  last_message_at: '2030-06-01T10:00:00.000Z',
  lastMessagePreview: null,
};

const reply = (id: string, title: string, body: string, position: number): SavedReply => ({
  id,
  title,
  body,
  position,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
});

const facts: ReplyFacts = {
  guestFirstName: 'Lukas',
  checkIn: '2030-07-01',
  checkOut: '2030-07-05',
  unitTitle: 'Sea view loft',
  address: null,
  hostName: 'Anna Berg',
};

function Page() {
  const { channelStatus = 'all', channelId } = useParams();
  return <MessagesPage status={channelStatus as 'all'} channelId={channelId} />;
}

async function renderConversation(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({
    'GET /api/app/messaging/channels': {
      items: [channel],
      pagination: { page: 1, pageSize: 20, total: 1, pageCount: 1 },
    },
    'GET /api/app/messaging/channels/c1': channel,
    'GET /api/app/messaging/channels/c1/messages': { items: [], nextCursor: null },
    'POST /api/app/messaging/channels/c1/read': channel,
    'GET /api/app/messaging/channels/c1/reply-facts': facts,
    'GET /api/app/messaging/saved-replies': {
      items: [
        reply('r1', 'Welcome', 'Hi {guestFirstName}, see you on {checkIn} at {unitTitle}!', 0),
        reply('r2', 'Directions', 'The address is {address}. {hostName}', 1),
      ],
    },
    ...routes,
  });
  await renderUi(<Outlet />, {
    path: '/messages/all/c1',
    children: [{ path: '/messages/:channelStatus/:channelId?', element: <Page /> }],
  });
  return api;
}

const calls = (api: ReturnType<typeof mockApi>, method: string, path: string) =>
  api.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );

describe('saved replies in the conversation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('inserts a reply filled from the stay into the send box in one click, without sending it', async () => {
    const api = await renderConversation();
    const box = (await screen.findByRole('textbox', { name: /Your message/ })) as HTMLTextAreaElement;
    expect(calls(api, 'GET', '/api/app/messaging/saved-replies')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Saved replies' }));
    const item = await screen.findByRole('menuitem', { name: /Welcome/ });
    await waitFor(() => expect(item.hasAttribute('data-disabled')).toBe(false));
    fireEvent.click(item);
    await waitFor(() => expect(box.value).toBe('Hi Lukas, see you on July 1, 2030 at Sea view loft!'));
    expect(calls(api, 'POST', '/api/app/messaging/channels/c1/messages')).toHaveLength(0);
  });

  it('leaves a placeholder the stay does not know visible, and adds to what the host typed', async () => {
    await renderConversation();
    const box = (await screen.findByRole('textbox', { name: /Your message/ })) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Hello!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Saved replies' }));
    const item = await screen.findByRole('menuitem', { name: /Directions/ });
    await waitFor(() => expect(item.hasAttribute('data-disabled')).toBe(false));
    fireEvent.click(item);
    await waitFor(() => expect(box.value).toBe('Hello!\nThe address is {address}. Anna Berg'));
  });

  it('manages the replies: adds one with a placeholder chip, edits and deletes one', async () => {
    const saved: unknown[] = [];
    const api = await renderConversation({
      'POST /api/app/messaging/saved-replies': ({ init }: { init: RequestInit }) => {
        saved.push(JSON.parse(String(init.body)));
        return reply('r3', 'Parking', 'x', 2);
      },
      'PATCH /api/app/messaging/saved-replies/r1': ({ init }: { init: RequestInit }) => {
        saved.push(JSON.parse(String(init.body)));
        return reply('r1', 'Welcome!', 'x', 0);
      },
      'DELETE /api/app/messaging/saved-replies/r2': () => new Response(null, { status: 204 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Saved replies' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Manage saved replies…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved replies' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a saved reply' }));
    const form = within(dialog).getByRole('form', { name: 'New saved reply' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save reply' }));
    expect(await within(form).findByText('Give the reply a title.')).toBeTruthy();
    expect(within(form).getByText('Write the text of the reply.')).toBeTruthy();
    // The contract's schema trims what is sent.
    fireEvent.change(within(form).getByRole('textbox', { name: /Title/ }), {
      target: { value: ' Parking ' },
    });
    const text = within(form).getByRole('textbox', { name: /Text/ }) as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: 'Dear ' } });
    text.setSelectionRange(5, 5);
    fireEvent.click(within(form).getByRole('button', { name: 'Guest’s first name' }));
    expect(text.value).toBe('Dear {guestFirstName}');
    fireEvent.click(within(form).getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(saved).toEqual([{ title: 'Parking', body: 'Dear {guestFirstName}' }]));
    await waitFor(() => expect(within(dialog).queryByRole('form')).toBeNull());

    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit “Welcome”' }));
    const edit = within(dialog).getByRole('form', { name: 'Edit saved reply' });
    fireEvent.change(within(edit).getByRole('textbox', { name: /Title/ }), { target: { value: 'Welcome!' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save reply' }));
    await waitFor(() =>
      expect(saved.at(-1)).toEqual({
        title: 'Welcome!',
        body: 'Hi {guestFirstName}, see you on {checkIn} at {unitTitle}!',
      }),
    );

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete “Directions”' }));
    expect(calls(api, 'DELETE', '/api/app/messaging/saved-replies/r2')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete “Directions” for good' }));
    await waitFor(() => expect(calls(api, 'DELETE', '/api/app/messaging/saved-replies/r2')).toHaveLength(1));
  });

  it('saves a reply without sending the draft in the send box', async () => {
    const api = await renderConversation({
      'POST /api/app/messaging/saved-replies': () => reply('r3', 'Parking', 'Park in bay 4.', 2),
    });
    const box = (await screen.findByRole('textbox', { name: /Your message/ })) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'See you soon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Saved replies' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Manage saved replies…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved replies' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a saved reply' }));
    const form = within(dialog).getByRole('form', { name: 'New saved reply' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Title/ }), { target: { value: 'Parking' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Text/ }), {
      target: { value: 'Park in bay 4.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(calls(api, 'POST', '/api/app/messaging/saved-replies')).toHaveLength(1));
    await waitFor(() => expect(within(dialog).queryByRole('form')).toBeNull());
    expect(calls(api, 'POST', '/api/app/messaging/channels/c1/messages')).toHaveLength(0);
    expect(box.value).toBe('See you soon');
  });

  it('puts the server’s field error on its field', async () => {
    await renderConversation({
      'POST /api/app/messaging/saved-replies': () =>
        new Response(
          JSON.stringify({
            code: 'common.validation',
            message: 'Invalid',
            errors: [
              {
                field: 'title',
                code: 'validation.custom',
                message: 'Control characters are not allowed',
                params: { rule: 'savedReplyTitle' },
              },
            ],
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Saved replies' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Manage saved replies…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved replies' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a saved reply' }));
    const form = within(dialog).getByRole('form', { name: 'New saved reply' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Title/ }), { target: { value: 'Odd' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Text/ }), { target: { value: 'Body' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save reply' }));
    const title = within(form).getByRole('textbox', { name: /Title/ });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(form).getByText('Keep the title on one line, without tabs or control characters.'),
    ).toBeTruthy();
  });
});

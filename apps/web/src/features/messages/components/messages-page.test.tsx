import type { ChatChannel, ChatMessage } from '@hostdeck/contract/messaging/messaging.schemas';
import type { Booking } from '@hostdeck/contract/reservations/booking.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockRoute } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { MessagesPage } from './messages-page';

const channel = (overrides: Partial<ChatChannel> = {}): ChatChannel => ({
  id: 'c1',
  members: [
    { userId: 'h1', name: 'Anna Berg', role: 'host' },
    { userId: 'guest:c1', name: 'Lukas Wagner', role: 'guest' },
  ],
  archived: false,
  unread: 2,
  favorited: false,
  bookingCode: 'B-100',
  subject: { kind: 'booking', id: 'B-100' },
  last_message_at: '2030-06-01T10:00:00.000Z',
  lastMessagePreview: 'Can we check in early?',
  ...overrides,
});

const message = (id: string, sender: 'host' | 'guest', text: string, minute: number): ChatMessage => ({
  id,
  channelId: 'c1',
  sender,
  text,
  createdAt: `2030-06-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  readAt: null,
});

const page = (items: ChatChannel[]) => ({
  items,
  pagination: { page: 1, pageSize: 20, total: items.length, pageCount: items.length ? 1 : 0 },
});

const booking: Booking = {
  id: 'B-100',
  bookingCode: 'B-100',
  status: 'CONFIRMED',
  checkIn: '2030-07-01',
  checkOut: '2030-07-05',
  propertyUnitSummary: { publicId: 'u1', propertyId: 'p1', title: 'Sea view loft', thumbnail: null },
  guest: { firstName: 'Lukas', lastName: 'Wagner', email: null, phoneNumber: null, countryCode: null },
  guests: { adults: 2, children: 1, infants: 0 },
  totalPrice: { amount: 480, currency: 'EUR' },
  priceBreakdown: null,
  paymentOption: null,
  bookingType: 'onLine',
  createdAt: '2030-05-01T09:00:00.000Z',
  cancelledBy: null,
  cancelledAt: null,
};

function Page() {
  const { channelStatus = 'all', channelId } = useParams();
  return <MessagesPage status={channelStatus as 'all'} channelId={channelId} />;
}

async function renderInbox(path: string, routes: Record<string, MockRoute> = {}) {
  const api = mockApi({
    'GET /api/app/messaging/channels': page([channel()]),
    'GET /api/app/messaging/channels/c1': channel(),
    'GET /api/app/messaging/channels/c1/messages': ({ url }: { url: URL }) =>
      url.searchParams.get('before')
        ? { items: [message('m0', 'guest', 'Hello from long ago', 1)], nextCursor: null }
        : {
            items: [
              message('m2', 'guest', 'Can we check in early?', 5),
              message('m1', 'host', 'Welcome!', 2),
            ],
            nextCursor: '2030-06-01T10:02:00.000Z~00000000-0000-0000-0000-000000000001',
          },
    'POST /api/app/messaging/channels/c1/read': channel({ unread: 0 }),
    'GET /api/app/bookings/B-100': booking,
    ...routes,
  });
  const rendered = await renderUi(<Outlet />, {
    path,
    children: [{ path: '/messages/:channelStatus/:channelId?', element: <Page /> }],
  });
  return { api, rendered };
}

const calls = (api: ReturnType<typeof mockApi>, method: string, path: string) =>
  api.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );

describe('the inbox', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists conversations with their unread marks and opens one: stay, history, read on open', async () => {
    const { api } = await renderInbox('/messages/all?unread=1');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const row = within(list).getByRole('link', { name: /Lukas Wagner/ });
    expect(within(row).getByText('2 unread messages')).toBeTruthy();
    expect(within(row).getByText('Booking B-100')).toBeTruthy();
    // Opening keeps the filters in the address.
    expect(row.getAttribute('href')).toBe('/messages/all/c1?unread=1');
    fireEvent.click(row);

    expect(await screen.findByRole('heading', { name: 'Lukas Wagner' })).toBeTruthy();
    expect(await screen.findByText(/Sea view loft · 3 guests/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the booking' }).getAttribute('href')).toBe(
      '/booking-details/B-100',
    );
    const log = await screen.findByRole('log');
    // Oldest first, the host's own messages named "You".
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^YouWelcome!/),
      expect.stringMatching(/^Lukas WagnerCan we check in early\?/),
    ]);
    await waitFor(() => expect(calls(api, 'POST', '/api/app/messaging/channels/c1/read')).toHaveLength(1));
    // Read: the list's mark goes at once.
    await waitFor(() => expect(within(row).queryByText('2 unread messages')).toBeNull());
    expect(row.getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
    expect(await within(log).findByText('Hello from long ago')).toBeTruthy();
    const older = calls(api, 'GET', '/api/app/messaging/channels/c1/messages').at(-1);
    expect(new URL(String(older?.[0]), 'http://x').searchParams.get('before')).toMatch(/~00000000-/);
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
  });

  it('sends with Enter (trimmed), keeps Shift+Enter for a new line, and shows the sent message', async () => {
    const sent = message('m3', 'host', 'Yes, from noon.', 9);
    const { api } = await renderInbox('/messages/all/c1', {
      'POST /api/app/messaging/channels/c1/messages': sent,
    });
    const box = await screen.findByRole('textbox', { name: /Your message/ });
    fireEvent.change(box, { target: { value: '  Yes, from noon.  ' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(calls(api, 'POST', '/api/app/messaging/channels/c1/messages')).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(calls(api, 'POST', '/api/app/messaging/channels/c1/messages')).toHaveLength(1),
    );
    const body = calls(api, 'POST', '/api/app/messaging/channels/c1/messages')[0]?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ text: 'Yes, from noon.' });
    expect(await within(screen.getByRole('log')).findByText('Yes, from noon.')).toBeTruthy();
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('sends with the Send button, which sits beside the form it submits', async () => {
    const { api } = await renderInbox('/messages/all/c1', {
      'POST /api/app/messaging/channels/c1/messages': message('m3', 'host', 'On my way', 9),
    });
    const box = await screen.findByRole('textbox', { name: /Your message/ });
    fireEvent.change(box, { target: { value: 'On my way' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls(api, 'POST', '/api/app/messaging/channels/c1/messages')).toHaveLength(1),
    );
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('refuses a message over the cap before sending', async () => {
    await renderInbox('/messages/all/c1');
    const box = await screen.findByRole('textbox', { name: /Your message/ });
    fireEvent.change(box, { target: { value: 'x'.repeat(4001) } });
    expect(screen.getByText('At most 4000 characters (4001 now).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });

  it('archives and favourites the conversation', async () => {
    const { api } = await renderInbox('/messages/all/c1', {
      'PATCH /api/app/messaging/channels/c1': ({ init }: { init: RequestInit }) =>
        channel({ ...(JSON.parse(String(init.body)) as Partial<ChatChannel>), unread: 0 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByRole('button', { name: 'Remove from favorites' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('button', { name: 'Move back to the inbox' })).toBeTruthy();
    const bodies = calls(api, 'PATCH', '/api/app/messaging/channels/c1').map(([, init]) =>
      JSON.parse(String(init?.body)),
    );
    expect(bodies).toEqual([{ favorited: true }, { archived: true }]);
  });

  it('§2: says why the list is empty, a search or filter differently from none at all', async () => {
    const { api } = await renderInbox('/messages/all?unread=1&q=Zora', {
      'GET /api/app/messaging/channels': page([]),
    });
    expect(await screen.findByText('No conversation matches “Zora”.')).toBeTruthy();
    const asked = new URL(String(calls(api, 'GET', '/api/app/messaging/channels')[0]?.[0]), 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      status: 'all',
      unread: 'true',
      search: 'Zora',
    });
    expect(screen.getByRole('button', { name: 'Unread' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters and search' }));
    expect(await screen.findByText(/No conversations yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters and search' })).toBeNull();
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
  });

  it('says when the archive has nothing, and offers the status filters as links', async () => {
    await renderInbox('/messages/archived', { 'GET /api/app/messaging/channels': page([]) });
    expect(await screen.findByText('No conversation matches these filters.')).toBeTruthy();
    const statuses = screen.getByRole('group', { name: 'Show' });
    expect(within(statuses).getByRole('link', { name: 'Archived' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(statuses).getByRole('link', { name: 'All, archived included' }).getAttribute('href')).toBe(
      '/messages/any',
    );
  });

  it('shows a failed list with a retry, and a conversation that is not the host’s as not found', async () => {
    const failing = () => new Response('{}', { status: 500 });
    await renderInbox('/messages/all/zz', { 'GET /api/app/messaging/channels': failing });
    expect(await screen.findByText('The conversations could not be loaded.')).toBeTruthy();
    expect(await screen.findByText('This conversation does not exist or is no longer yours.')).toBeTruthy();
  });
});

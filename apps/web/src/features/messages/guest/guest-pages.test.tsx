import type { ChatMessage } from '@hostdeck/contract/messaging/messaging.schemas';
import type { GuestChannel } from '@hostdeck/contract/messaging/guest-chat.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { clearGuestToken, readGuestToken, storeGuestToken } from './guest-api';
import { GuestChatPage } from './guest-chat-page';
import { GuestLoginPage } from './guest-login-page';

// The socket is the chat socket client's own business (tested there); here it is quiet.
vi.mock('./use-guest-live', () => ({
  useGuestLive: () => ({ connected: true, hostTyping: false, sendTyping: () => undefined }),
}));

const chat: GuestChannel = {
  id: 'c1',
  hostName: 'Anna Berg',
  guestName: 'Lukas Wagner',
  bookingCode: 'B-100',
  checkIn: '2030-07-01',
  checkOut: '2030-07-05',
  unread: 1,
  last_message_at: '2030-06-01T10:00:00.000Z',
};

const message = (id: string, sender: 'host' | 'guest', text: string): ChatMessage => ({
  id,
  channelId: 'c1',
  sender,
  text,
  createdAt: '2030-06-01T10:00:00.000Z',
  readAt: null,
});

const unauthorized = () =>
  new Response(JSON.stringify({ code: 'common.unauthorized', message: 'No', errors: [] }), { status: 401 });

describe('the guest area', () => {
  afterEach(() => {
    clearGuestToken();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('signs a guest in with booking code and email, keeping the token for the chat', async () => {
    const api = mockApi({
      'POST /api/guest/login': {
        token: 'guest-token',
        expiresAt: '2030-06-02T10:00:00.000Z',
        channelId: 'c1',
      },
    });
    await renderUi(<GuestLoginPage />, {
      path: '/guest/login',
      routes: [{ path: '/guest/chat', element: <p>chat</p> }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open the chat' }));
    expect(screen.getByText('Enter your booking code.')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /Booking code/ }), { target: { value: ' B-100 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email address/ }), {
      target: { value: 'lukas@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open the chat' }));
    expect(await screen.findByText('chat')).toBeTruthy();
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toEqual({
      bookingCode: 'B-100',
      email: 'lukas@example.com',
    });
    expect(readGuestToken()).toBe('guest-token');
  });

  it('says when code and email match no booking, without saying which', async () => {
    mockApi({ 'POST /api/guest/login': unauthorized });
    await renderUi(<GuestLoginPage />, { path: '/guest/login' });
    fireEvent.change(screen.getByRole('textbox', { name: /Booking code/ }), { target: { value: 'B-1' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email address/ }), { target: { value: 'a@b.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the chat' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That booking code and email address do not match a booking.',
    );
  });

  it('shows the chat with the guest token as bearer, sends, and marks the host’s messages read', async () => {
    storeGuestToken('guest-token');
    const api = mockApi({
      'GET /api/guest/chat': chat,
      'GET /api/guest/chat/messages': { items: [message('m1', 'host', 'Welcome!')], nextCursor: null },
      'POST /api/guest/chat/messages': message('m2', 'guest', 'Thanks, see you soon.'),
      'POST /api/guest/chat/read': { ...chat, unread: 0 },
    });
    await renderUi(<GuestChatPage />, { path: '/guest/chat' });
    expect(await screen.findByRole('heading', { name: 'Chat with Anna Berg' })).toBeTruthy();
    const log = await screen.findByRole('log');
    expect(within(log).getByText('Welcome!')).toBeTruthy();
    const authorizations = api.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>).Authorization,
    );
    expect(new Set(authorizations)).toEqual(new Set(['Bearer guest-token']));
    await waitFor(() =>
      expect(api.mock.calls.some(([input]) => String(input).endsWith('/api/guest/chat/read'))).toBe(true),
    );
    const box = screen.getByRole('textbox', { name: /Your message/ });
    fireEvent.change(box, { target: { value: 'Thanks, see you soon.' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await within(log).findByText('Thanks, see you soon.')).toBeTruthy();
  });

  it('sends a guest without a valid token back to the sign-in, clearing the cookie (§4)', async () => {
    storeGuestToken('expired');
    mockApi({ 'GET /api/guest/chat': unauthorized, 'GET /api/guest/chat/messages': unauthorized });
    await renderUi(<GuestChatPage />, {
      path: '/guest/chat',
      routes: [{ path: '/guest/login', element: <p>sign in</p> }],
    });
    expect(await screen.findByText('sign in')).toBeTruthy();
    expect(readGuestToken()).toBeNull();
  });
});

import type { ChatMessage } from '@hostdeck/contract/messaging/messaging.schemas';
import type { ServerEvent } from '@hostdeck/contract/messaging/messaging-socket.schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_CLOSE } from '@hostdeck/contract/messaging/messaging-socket.schemas';
import {
  messagingTokenProblems,
  PING_EVERY_MS,
  reconnectDelay,
  RENEW_BEFORE_EXPIRY_MS,
  startChatSocket,
} from './chat-socket';

/** A socket the test drives: it records what the client sent and plays the server's side. */
class FakeSocket extends EventTarget {
  static CONNECTING = 0;
  static OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  constructor(readonly url: string) {
    super();
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  hear(event: ServerEvent) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
}

const message = (id: string): ChatMessage => ({
  id,
  channelId: 'c1',
  sender: 'guest',
  text: 'hi',
  createdAt: '2030-06-01T10:00:00.000Z',
  readAt: null,
});

const TOKEN_TTL_MS = 15 * 60_000;

/** Lets fake time pass on an open socket whose server answers every ping. */
async function passAnswering(socket: FakeSocket, ms: number) {
  for (let passed = 0; passed < ms; passed += PING_EVERY_MS) {
    await vi.advanceTimersByTimeAsync(Math.min(PING_EVERY_MS, ms - passed));
    socket.hear({ type: 'pong' });
  }
}

describe('the chat socket client', () => {
  let sockets: FakeSocket[];
  let tokens: number;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-06-01T10:00:00.000Z'));
    vi.stubGlobal('WebSocket', FakeSocket);
    sockets = [];
    tokens = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function start(lastSeen = new Map<string, string>()) {
    const events: ServerEvent[] = [];
    const connected: boolean[] = [];
    const client = startChatSocket({
      fetchToken: () => {
        tokens += 1;
        return Promise.resolve({
          token: `t${tokens}`,
          apiKey: 'hostdeck-chat',
          userId: 'h1',
          userName: 'Anna',
          websocketPath: '/api/app/messaging/socket',
          // Fifteen minutes from now, as the server's tokens.
          expiresAt: new Date(Date.now() + TOKEN_TTL_MS).toISOString(),
        });
      },
      socketOrigin: 'ws://api.test',
      lastSeen: () => lastSeen,
      onEvent: (event) => events.push(event),
      onConnectedChange: (value) => connected.push(value),
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
      random: () => 0,
    });
    return { client, events, connected };
  }

  it('authenticates with a fresh token as its first frame, then catches up from what the page shows', async () => {
    const { events, connected } = start(new Map([['c1', '00000000-0000-0000-0000-0000000000a1']]));
    await vi.advanceTimersByTimeAsync(0);
    const socket = sockets[0]!;
    expect(socket.url).toBe('ws://api.test/api/app/messaging/socket');
    socket.open();
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 't1' });
    socket.hear({ type: 'ready', userId: 'h1' });
    expect(connected).toEqual([true]);
    expect(socket.sent[1]).toEqual({
      type: 'catchUp',
      channels: [{ channelId: 'c1', lastMessageId: '00000000-0000-0000-0000-0000000000a1' }],
    });
    expect(events.map((event) => event.type)).toEqual(['ready']);
  });

  it('drops a message it already heard (a catch-up repeating a live event)', async () => {
    const { events } = start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    sockets[0]!.hear({ type: 'message.created', message: message('m1') });
    sockets[0]!.hear({ type: 'message.created', message: message('m1') });
    sockets[0]!.hear({ type: 'message.created', message: message('m2') });
    expect(events.filter((event) => event.type === 'message.created')).toHaveLength(2);
  });

  it('reconnects after a loss with growing pauses and a new token, catching up from the last message heard', async () => {
    const { connected } = start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    sockets[0]!.hear({ type: 'ready', userId: 'h1' });
    sockets[0]!.hear({ type: 'message.created', message: message('00000000-0000-0000-0000-0000000000b2') });
    sockets[0]!.drop();
    expect(connected).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    // The second try fails at once: the next pause is twice as long.
    sockets[1]!.drop();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    const third = sockets[2]!;
    third.open();
    expect(third.sent[0]).toEqual({ type: 'auth', token: 't3' });
    third.hear({ type: 'ready', userId: 'h1' });
    expect(third.sent[1]).toEqual({
      type: 'catchUp',
      channels: [{ channelId: 'c1', lastMessageId: '00000000-0000-0000-0000-0000000000b2' }],
      since: '2030-06-01T09:59:55.000Z',
    });
    expect(connected.at(-1)).toBe(true);
  });

  it('sends a fresh token on the open socket a minute before the last one expires, without reconnecting', async () => {
    const { connected } = start();
    await vi.advanceTimersByTimeAsync(0);
    const socket = sockets[0]!;
    socket.open();
    socket.hear({ type: 'ready', userId: 'h1' });
    await passAnswering(socket, TOKEN_TTL_MS - RENEW_BEFORE_EXPIRY_MS - 1_000);
    expect(socket.sent).not.toContainEqual({ type: 'auth', token: 't2' });
    await passAnswering(socket, 1_000);
    expect(socket.sent).toContainEqual({ type: 'auth', token: 't2' });
    // And again before the renewed token expires.
    await passAnswering(socket, TOKEN_TTL_MS - RENEW_BEFORE_EXPIRY_MS);
    expect(socket.sent).toContainEqual({ type: 'auth', token: 't3' });
    expect(sockets).toHaveLength(1);
    expect(connected).toEqual([true]);
  });

  it('comes back at once with a fresh token when the server ends the socket at its expiry (4419), catching up', async () => {
    const { connected } = start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    sockets[0]!.hear({ type: 'ready', userId: 'h1' });
    sockets[0]!.hear({ type: 'message.created', message: message('00000000-0000-0000-0000-0000000000c3') });
    sockets[0]!.drop(SOCKET_CLOSE.tokenExpired);
    expect(connected).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(0);
    const next = sockets[1]!;
    next.open();
    expect(next.sent[0]).toEqual({ type: 'auth', token: 't2' });
    next.hear({ type: 'ready', userId: 'h1' });
    expect(connected).toEqual([true, false, true]);
    // Messages sent in the gap come with the catch-up (the badges are read again on `connected`).
    expect(next.sent[1]).toEqual({
      type: 'catchUp',
      channels: [{ channelId: 'c1', lastMessageId: '00000000-0000-0000-0000-0000000000c3' }],
      since: '2030-06-01T09:59:55.000Z',
    });
  });

  it('pings, and gives up on a socket that answers nothing for two pings', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    const socket = sockets[0]!;
    socket.open();
    socket.hear({ type: 'ready', userId: 'h1' });
    await vi.advanceTimersByTimeAsync(PING_EVERY_MS);
    expect(socket.sent.at(-1)).toEqual({ type: 'ping' });
    await vi.advanceTimersByTimeAsync(PING_EVERY_MS * 2);
    expect(socket.closedWith).toBeDefined();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(2);
  });

  it('sends typing at most every three seconds per channel, and stops for good', async () => {
    const { client } = start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    client.sendTyping('c1');
    client.sendTyping('c1');
    expect(sockets[0]!.sent.filter((frame) => (frame as { type: string }).type === 'typing')).toHaveLength(1);
    client.stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('gives a connection 20 s to be ready, then tries again', async () => {
    const { connected } = start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    await vi.advanceTimersByTimeAsync(19_999);
    expect(sockets[0]!.closedWith).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets[0]!.closedWith).toBeDefined();
    expect(connected).toEqual([false]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(2);
  });

  it('closes a socket stopped while connecting once it opens, without a warning from the browser', async () => {
    const { client } = start();
    await vi.advanceTimersByTimeAsync(0);
    client.stop();
    expect(sockets[0]!.closedWith).toBeUndefined();
    sockets[0]!.open();
    expect(sockets[0]!.closedWith).toBe(1000);
    // Not authenticated, and no ping left running.
    expect(sockets[0]!.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(PING_EVERY_MS * 3);
    expect(sockets[0]!.sent).toEqual([]);
    expect(sockets).toHaveLength(1);
  });

  it('waits longer after each failure, up to half a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(0, () => 1)).toBe(800);
  });

  it('§8: names each missing part of the chat credentials as the spec logs it', () => {
    expect(messagingTokenProblems(null)).toEqual(['Messaging token not found']);
    expect(messagingTokenProblems({ token: 't', apiKey: '', userId: '', userName: '' })).toEqual([
      'API key not found',
      'user ID not found',
      'user name or alias not found',
    ]);
    expect(
      messagingTokenProblems({ token: 't', apiKey: 'hostdeck-chat', userId: 'h1', userName: 'Anna' }),
    ).toEqual([]);
  });
});

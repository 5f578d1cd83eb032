import { CHAT_CLIENT_TIMEOUT_MS } from '@hostdeck/contract/constants';
import type { MessagingToken } from '@hostdeck/contract/messaging/messaging.schemas';
import { SOCKET_CLOSE, SOCKET_HEARTBEAT_MS } from '@hostdeck/contract/messaging/messaging-socket.constants';
import type { ClientFrame, ServerEvent } from '@hostdeck/contract/messaging/messaging-socket.schemas';
import { readServerFrame } from './server-frame';

// The browser's side of our chat socket (docs/decisions/0038): a fresh short-lived token for every
// connection, sent as the first frame (it stays out of access logs); reconnecting with a growing
// pause after any loss; a catch-up from the last message seen in each channel once back, so nothing
// sent while away is missed; and a ping of our own, since a browser cannot see the server's pings.

/** The first pause before reconnecting, doubled after each failed try up to the longest. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_LONGEST_MS = 30_000;
/** We ping a little more often than the server's heartbeat, and give up on a silent socket after two. */
export const PING_EVERY_MS = SOCKET_HEARTBEAT_MS - 5_000;
/**
 * The server ends a socket at its token's expiry (4419). This long before it, the client sends a
 * fresh token on the open socket instead, so no event is missed; never more often than the gap below
 * (a clock far off the server's would otherwise ask for tokens without pause).
 */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;
export const RENEW_AT_MOST_EVERY_MS = 30_000;
/** Catch-up also asks for channels not seen yet, from a little before the connection was lost. */
const CATCH_UP_MARGIN_MS = 5_000;
/** Message ids remembered to drop repeats (live and catch-up may overlap). */
const REMEMBERED_IDS = 2_000;

export interface ChatSocketOptions {
  /** GET /api/app/messaging/token. */
  fetchToken: () => Promise<MessagingToken>;
  /** ws:// or wss:// origin of the API (the page's own by default). */
  socketOrigin: string;
  /** Every event, repeats of a message already heard left out. */
  onEvent: (event: ServerEvent) => void;
  /** True once authenticated, false when the connection is lost. */
  onConnectedChange: (connected: boolean) => void;
  /** The newest message id per channel the page already shows (loaded histories). */
  lastSeen: () => Map<string, string>;
  /** For tests: a WebSocket constructor, the clock, and timers. */
  createSocket?: (url: string) => WebSocket;
  now?: () => number;
  random?: () => number;
}

export interface ChatSocket {
  sendTyping: (channelId: string) => void;
  stop: () => void;
}

/**
 * What the spec's chat client logs about its credentials before connecting: each missing part by
 * the name it gives it. An empty list when all are there.
 */
export function messagingTokenProblems(token: Partial<MessagingToken> | null | undefined): string[] {
  if (!token?.token) return ['Messaging token not found'];
  const problems: string[] = [];
  if (!token.apiKey) problems.push('API key not found');
  if (!token.userId) problems.push('user ID not found');
  if (!token.userName) problems.push('user name or alias not found');
  return problems;
}

/** How long to wait before reconnect try `attempt` (0-based): doubling, capped, with jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_LONGEST_MS, RECONNECT_FIRST_MS * 2 ** attempt);
  // Up to a fifth less, so tabs cut off together do not all come back at the same moment.
  return Math.round(base * (1 - random() * 0.2));
}

export function startChatSocket(options: ChatSocketOptions): ChatSocket {
  const now = options.now ?? Date.now;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const seenIds = new Set<string>();
  const lastInChannel = new Map<string, string>();
  const typingSentAt = new Map<string, number>();
  let socket: WebSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  /** The spec's chat client gives a connection 20 s to be ready, then tries again. */
  let readyTimer: ReturnType<typeof setTimeout> | undefined;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  let lastHeardAt = 0;
  /** When the last connection was last known good: catch-up reads from there. */
  let connectedUntil: number | null = null;

  const send = (frame: ClientFrame) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  };

  const remember = (id: string) => {
    seenIds.add(id);
    if (seenIds.size > REMEMBERED_IDS) seenIds.delete(seenIds.values().next().value!);
  };

  const catchUp = () => {
    const channels = new Map(options.lastSeen());
    for (const [channelId, id] of lastInChannel) channels.set(channelId, id);
    const since =
      connectedUntil === null ? undefined : new Date(connectedUntil - CATCH_UP_MARGIN_MS).toISOString();
    if (channels.size === 0 && since === undefined) return;
    send({
      type: 'catchUp',
      channels: [...channels]
        .slice(0, 200)
        .map(([channelId, lastMessageId]) => ({ channelId, lastMessageId })),
      since,
    });
  };

  /** Before `token` expires, sends the open socket a fresh one (and so on for each new one). */
  const scheduleRenewal = (current: WebSocket, token: MessagingToken) => {
    clearTimeout(renewTimer);
    const expiresAt = Date.parse(token.expiresAt);
    if (Number.isNaN(expiresAt)) return;
    const delay = Math.max(RENEW_AT_MOST_EVERY_MS, expiresAt - now() - RENEW_BEFORE_EXPIRY_MS);
    renewTimer = setTimeout(() => {
      void options.fetchToken().then(
        (fresh) => {
          if (socket !== current || current.readyState !== WebSocket.OPEN) return;
          // The same token again (a guest's lasts its day) renews nothing: the socket ends with it.
          if (!(Date.parse(fresh.expiresAt) > expiresAt)) return;
          current.send(JSON.stringify({ type: 'auth', token: fresh.token } satisfies ClientFrame));
          scheduleRenewal(current, fresh);
        },
        // No token now (signed out, offline): the server closes the socket at the expiry and the
        // reconnect tries again.
        () => {},
      );
    }, delay);
  };

  const onMessage = (data: unknown) => {
    lastHeardAt = now();
    const event = readServerFrame(data);
    if (!event) return;
    if (event.type === 'ready') {
      clearTimeout(readyTimer);
      attempt = 0;
      options.onConnectedChange(true);
      catchUp();
    }
    if (event.type === 'message.created') {
      if (seenIds.has(event.message.id)) return;
      remember(event.message.id);
      lastInChannel.set(event.message.channelId, event.message.id);
    }
    options.onEvent(event);
  };

  const scheduleReconnect = () => {
    if (stopped) return;
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(connect, reconnectDelay(attempt, options.random));
    attempt += 1;
  };

  // Any close, an unauthorised one too, reconnects with a new token: tokens are short-lived. One
  // ended for its expired token comes back at once (nothing failed); the catch-up fills the gap.
  const onClose = (current: WebSocket, code?: number) => {
    if (socket !== current) return;
    clearInterval(pingTimer);
    clearTimeout(readyTimer);
    clearTimeout(renewTimer);
    socket = null;
    if (lastHeardAt > 0) connectedUntil = Math.max(connectedUntil ?? 0, lastHeardAt);
    options.onConnectedChange(false);
    if (code === SOCKET_CLOSE.tokenExpired && !stopped) {
      clearTimeout(reconnectTimer);
      reconnectTimer = setTimeout(connect, 0);
      return;
    }
    scheduleReconnect();
  };

  async function connect() {
    if (stopped) return;
    let token: MessagingToken;
    try {
      token = await options.fetchToken();
    } catch {
      scheduleReconnect();
      return;
    }
    if (stopped) return;
    const current = createSocket(`${options.socketOrigin}${token.websocketPath}`);
    socket = current;
    readyTimer = setTimeout(() => {
      current.close();
      onClose(current);
    }, CHAT_CLIENT_TIMEOUT_MS);
    current.addEventListener('open', () => {
      // Stopped (or replaced) while it was connecting: nothing more to do with it.
      if (socket !== current) {
        current.close(1000);
        return;
      }
      current.send(JSON.stringify({ type: 'auth', token: token.token } satisfies ClientFrame));
      scheduleRenewal(current, token);
      lastHeardAt = now();
      pingTimer = setInterval(() => {
        // Two pings unanswered: the connection is dead though the browser has not noticed yet.
        if (now() - lastHeardAt > PING_EVERY_MS * 2) {
          current.close();
          onClose(current);
          return;
        }
        send({ type: 'ping' });
      }, PING_EVERY_MS);
    });
    current.addEventListener('message', (event) => onMessage((event as MessageEvent).data));
    current.addEventListener('close', (event) => onClose(current, (event as CloseEvent).code));
  }

  void connect();

  return {
    sendTyping: (channelId) => {
      // Once every few seconds is enough for the indicator (and far below the server's frame limit).
      const last = typingSentAt.get(channelId) ?? 0;
      if (now() - last < 3_000) return;
      typingSentAt.set(channelId, now());
      send({ type: 'typing', channelId });
    },
    stop: () => {
      stopped = true;
      clearTimeout(reconnectTimer);
      clearTimeout(readyTimer);
      clearTimeout(renewTimer);
      clearInterval(pingTimer);
      const current = socket;
      socket = null;
      // Closing a socket still connecting makes the browser warn: it closes once open instead.
      if (current?.readyState !== WebSocket.CONNECTING) current?.close(1000);
    },
  };
}

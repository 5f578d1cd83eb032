// The chat socket's numbers and close codes (docs/decisions/0038), apart from its frame schemas
// (messaging-socket.schemas.ts, which re-exports them): the browser's socket client reads them
// without loading zod (docs/decisions/0046).

/** How long a client may stay silent (no pong to our pings) before the server closes its socket. */
export const SOCKET_HEARTBEAT_MS = 25_000;
/** How long a new socket has to send its `auth` frame. */
export const SOCKET_AUTH_TIMEOUT_MS = 10_000;
/** Close codes the server uses (4000+ are the application's own). */
export const SOCKET_CLOSE = {
  /** No, an expired or a forged messaging token. */
  unauthorized: 4401,
  /**
   * The token the socket was opened (or last renewed) with expired: reconnect at once with a new
   * one and catch up. A socket is never authorised beyond its token's `exp`.
   */
  tokenExpired: 4419,
  /** Missed the heartbeat. */
  heartbeatTimeout: 4408,
  /** A frame that is not JSON or not one of the client frames below. */
  badFrame: 4400,
  /** The server is stopping: reconnect (to another process, or once it is back) and catch up. */
  goingAway: 1001,
} as const;
/** At most this many channels in one catch-up frame, and this many missed messages per channel. */
export const CATCH_UP_MAX_CHANNELS = 200;
export const CATCH_UP_MAX_MESSAGES = 500;
/**
 * Frames one socket may send: a burst of this many, refilled at this many per second. Typing every
 * few seconds and a read now and then stay far below; a flood gets `error` frames and is dropped.
 */
export const SOCKET_FRAME_BURST = 30;
export const SOCKET_FRAMES_PER_SECOND = 10;

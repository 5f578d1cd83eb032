import { z } from 'zod';
import { chatMessageSchema } from './messaging.schemas';
import { CATCH_UP_MAX_CHANNELS } from './messaging-socket.constants';

// The chat socket's protocol (docs/decisions/0038): JSON text frames, each with a `type`. The
// client connects to the token's `websocketPath` with `?token=<messaging token>`; every frame that
// names a channel is checked against the caller's channels on the server.

export {
  SOCKET_HEARTBEAT_MS,
  SOCKET_AUTH_TIMEOUT_MS,
  SOCKET_CLOSE,
  CATCH_UP_MAX_MESSAGES,
  SOCKET_FRAME_BURST,
  SOCKET_FRAMES_PER_SECOND,
} from './messaging-socket.constants';

const channelId = z.string().min(1).max(64);

export const clientFrameSchema = z.discriminatedUnion('type', [
  /**
   * The first frame, when the address carries no `?token=` (keeps the token out of access logs);
   * the server closes a socket that has not authenticated within {@link SOCKET_AUTH_TIMEOUT_MS}.
   * Sent again with a fresh token of the same member before the last one expires, it keeps the
   * socket open until the new token's expiry (no answer); a token of anyone else closes it (4401).
   */
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4000) }).strict(),
  /** The member is typing in a channel (send again every few seconds while they do). */
  z.object({ type: z.literal('typing'), channelId }).strict(),
  /** The member read everything in a channel up to now. */
  z.object({ type: z.literal('read'), channelId }).strict(),
  /**
   * After (re)connecting: the last message seen in each channel; the server sends every later
   * message of those channels (oldest first), then `catchUp.done`. `since` also sends messages of
   * channels the client had not seen at all, created after that time.
   */
  z
    .object({
      type: z.literal('catchUp'),
      channels: z
        .array(z.object({ channelId, lastMessageId: z.string().uuid() }).strict())
        .max(CATCH_UP_MAX_CHANNELS)
        .default([]),
      since: z.string().datetime().optional(),
    })
    .strict(),
  /** Application-level ping, for clients that cannot see protocol pings (browsers). */
  z.object({ type: z.literal('ping') }).strict(),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** The kinds of reservation a live event names. */
const liveReservationKind = z.enum(['bookingRequest', 'booking', 'inquiry']);
export type LiveReservationKind = z.infer<typeof liveReservationKind>;

export const serverEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), userId: z.string() }),
  z.object({ type: z.literal('message.created'), message: chatMessageSchema }),
  z.object({
    type: z.literal('channel.read'),
    channelId,
    reader: z.enum(['host', 'guest']),
    readAt: z.string(),
  }),
  z.object({ type: z.literal('typing'), channelId, member: z.enum(['host', 'guest']) }),
  z.object({ type: z.literal('catchUp.done'), count: z.number().int().min(0) }),
  // Host-wide events (never sent to a guest's socket): the dashboard's badges and lists follow them.
  /** A booking request, booking or inquiry arrived (or was made) for one of the host's units. */
  z.object({
    type: z.literal('reservation.created'),
    kind: liveReservationKind,
    reservationId: z.string(),
  }),
  /** A booking was cancelled: its nights are free again. */
  z.object({
    type: z.literal('reservation.cancelled'),
    kind: liveReservationKind,
    reservationId: z.string(),
  }),
  /**
   * A request or an inquiry was answered (confirmed, rejected) or ran out of time: the pending
   * badge, the lists, that reservation and, for a confirmation, the calendar change.
   */
  z.object({
    type: z.literal('reservation.updated'),
    kind: liveReservationKind,
    reservationId: z.string(),
    status: z.string(),
  }),
  /** New notifications for the host (the bell's count). */
  z.object({ type: z.literal('notification.created'), count: z.number().int().min(1) }),
  z.object({ type: z.literal('pong') }),
  /** A frame refused: a channel that is not the caller's, or a frame that broke its shape. */
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;

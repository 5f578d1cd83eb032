import { serverEventSchema, type ServerEvent } from '@hostdeck/contract/messaging/messaging-socket.schemas';

/** Every frame type the server sends; the type checker keeps it equal to the contract's list. */
const serverFrameTypes = {
  ready: true,
  'message.created': true,
  'channel.read': true,
  typing: true,
  'catchUp.done': true,
  'reservation.created': true,
  'reservation.cancelled': true,
  'reservation.updated': true,
  'notification.created': true,
  pong: true,
  error: true,
} satisfies Record<ServerEvent['type'], true>;

/** A frame with a `type` the contract names; the rest of its shape is taken on the server's word. */
export function isServerFrame(frame: unknown): frame is ServerEvent {
  if (typeof frame !== 'object' || frame === null) return false;
  const { type } = frame as { type?: unknown };
  return typeof type === 'string' && Object.hasOwn(serverFrameTypes, type);
}

/**
 * Reads one text frame from the server; null for one that is not JSON or not a frame of ours. The
 * server builds every frame it sends as the contract's `ServerEvent`, so the same rule holds as for
 * HTTP answers (checkAnswer in shared/api/api-client.ts, docs/decisions/0046): the dev server and
 * the unit tests check each frame against the contract's schema, a mismatch being a bug to see at
 * once, while the production build reads only the frame's type and so loads no zod with the live
 * connection (on the first screen, after its first paint).
 */
export function readServerFrame(data: unknown): ServerEvent | null {
  let frame: unknown;
  try {
    frame = JSON.parse(String(data));
  } catch {
    return null;
  }
  if (import.meta.env.DEV) {
    const parsed = serverEventSchema.safeParse(frame);
    return parsed.success ? parsed.data : null;
  }
  return isServerFrame(frame) ? frame : null;
}

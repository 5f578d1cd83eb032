import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import { messagingErrorCodes } from '@hostdeck/contract/messaging/messaging.errors';
import {
  CATCH_UP_MAX_MESSAGES,
  clientFrameSchema,
  SOCKET_AUTH_TIMEOUT_MS,
  SOCKET_CLOSE,
  SOCKET_FRAME_BURST,
  SOCKET_FRAMES_PER_SECOND,
  SOCKET_HEARTBEAT_MS,
  type ClientFrame,
  type ServerEvent,
} from '@hostdeck/contract/messaging/messaging-socket.schemas';
import type { Database } from '../../db/client';
import type { MessagingBus, MessagingEvent } from './messaging-bus';
import {
  findChannel,
  findChannelIds,
  listMessagesAfter,
  publicIdsOfConversations,
} from './messaging.repository';
import { guestMemberId, readChannel, toChatMessage } from './messaging.service';
import { verifyMessagingTokenFully, type MessagingIdentity } from './messaging-token';
import { auditImpersonatedFrame, isStillActingAs } from './socket-impersonation';
import { startHeartbeat } from './socket-heartbeat';

export const MESSAGING_SOCKET_PATH = '/api/app/messaging/socket';
/** Frames larger than this close the socket (ws refuses them); client frames are small. */
export const SOCKET_MAX_FRAME_BYTES = 64 * 1024;

/** What the socket tells its client about a bus event (the routing fields stay on the server). */
function toServerEvent(event: MessagingEvent): ServerEvent {
  switch (event.type) {
    case 'message.created':
      return { type: 'message.created', message: event.message };
    case 'channel.read':
      return { type: 'channel.read', channelId: event.channelId, reader: event.reader, readAt: event.readAt };
    case 'typing':
      return { type: 'typing', channelId: event.channelId, member: event.member };
    case 'reservation.created':
    case 'reservation.cancelled':
      return { type: event.type, kind: event.kind, reservationId: event.reservationId };
    case 'reservation.updated':
      return {
        type: 'reservation.updated',
        kind: event.kind,
        reservationId: event.reservationId,
        status: event.status,
      };
    case 'notification.created':
      return { type: 'notification.created', count: event.count };
  }
}

function send(socket: WebSocket, event: ServerEvent): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
}

function channelNotFound(socket: WebSocket, channelId: string): void {
  send(socket, {
    type: 'error',
    code: messagingErrorCodes.channelNotFound,
    message: `The conversation ${channelId} does not exist.`,
  });
}

/** The channel a frame names, when the socket's member belongs to it (a guest: their one channel). */
function channelFor(db: Database, identity: MessagingIdentity, channelId: string) {
  if (identity.role === 'guest' && channelId !== identity.channelId) return Promise.resolve(null);
  return findChannel(db, identity.hostId, channelId);
}

/** The channel an event is about; null for the host's account events (no guest hears those). */
function channelOfEvent(event: MessagingEvent): string | null {
  switch (event.type) {
    case 'message.created':
      return event.message.channelId;
    case 'channel.read':
    case 'typing':
      return event.channelId;
    default:
      return null;
  }
}

/** Every frame of one authenticated socket, each checked against the member's own channels. */
async function handleFrame(
  db: Database,
  bus: MessagingBus,
  socket: WebSocket,
  identity: MessagingIdentity,
  socketId: string,
  frame: Exclude<ClientFrame, { type: 'auth' }>,
  actorUserId: string | null,
): Promise<void> {
  const { hostId } = identity;
  switch (frame.type) {
    case 'ping':
      send(socket, { type: 'pong' });
      return;
    case 'typing': {
      const channel = await channelFor(db, identity, frame.channelId);
      if (!channel) return channelNotFound(socket, frame.channelId);
      await bus.publish({
        type: 'typing',
        hostId,
        channelId: channel.publicId,
        member: identity.role,
        origin: socketId,
      });
      return;
    }
    case 'read': {
      const channel = await channelFor(db, identity, frame.channelId);
      let status = channel ? 200 : 404;
      try {
        if (channel) await readChannel(db, channel, identity.role);
      } catch (error) {
        status = 500;
        throw error;
      } finally {
        // A staff user acting as the host leaves the same audit row as the HTTP read would.
        if (actorUserId)
          await auditImpersonatedFrame(db, {
            staffUserId: actorUserId,
            hostId,
            channelId: frame.channelId,
            statusCode: status,
            socketId,
          });
      }
      if (!channel) channelNotFound(socket, frame.channelId);
      return;
    }
    case 'catchUp': {
      const named = frame.channels
        .map((entry) => entry.channelId)
        .filter((channelId) => identity.role === 'host' || channelId === identity.channelId);
      const internalIds = await findChannelIds(db, hostId, named);
      const missed = [];
      for (const entry of frame.channels) {
        const conversationId = internalIds.get(entry.channelId);
        if (!conversationId) {
          channelNotFound(socket, entry.channelId);
          continue;
        }
        missed.push(
          ...(await listMessagesAfter(
            db,
            hostId,
            { conversationId, messageId: entry.lastMessageId },
            CATCH_UP_MAX_MESSAGES,
          )),
        );
      }
      if (frame.since)
        missed.push(
          ...(await listMessagesAfter(
            db,
            hostId,
            {
              since: new Date(frame.since),
              exceptConversationIds: [...internalIds.values()],
              ...(identity.role === 'guest' ? { onlyConversationId: identity.conversationId } : {}),
            },
            CATCH_UP_MAX_MESSAGES,
          )),
        );
      missed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
      const publicIds = await publicIdsOfConversations(db, [
        ...new Set(missed.map((row) => row.conversationId)),
      ]);
      for (const row of missed)
        send(socket, {
          type: 'message.created',
          message: toChatMessage(row, publicIds.get(row.conversationId)!),
        });
      send(socket, { type: 'catchUp.done', count: missed.length });
      return;
    }
  }
}

/** Whether a renewing token speaks for the member the socket was opened for. */
function sameMember(next: MessagingIdentity, current: MessagingIdentity): boolean {
  if (next.role === 'host' || current.role === 'host')
    return next.role === current.role && next.hostId === current.hostId;
  return next.conversationId === current.conversationId;
}

function tokenInQuery(request: FastifyRequest): string | null {
  const token = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' && token.length > 0 ? token : null;
}

export interface MessagingSocketOptions {
  db: Database;
  bus: MessagingBus;
  heartbeatMs?: number;
}

/**
 * The chat socket (docs/decisions/0038): authenticated with a messaging token (`?token=` or a first
 * `auth` frame), then it hears the host's channel events from the bus and accepts typing, read and
 * catch-up frames. Needs @fastify/websocket registered on the app.
 */
export function registerMessagingSocket(
  app: FastifyInstance,
  { db, bus, heartbeatMs = SOCKET_HEARTBEAT_MS }: MessagingSocketOptions,
): void {
  const heartbeat = startHeartbeat(heartbeatMs);
  app.addHook('onClose', async () => heartbeat.stop());

  app.get(MESSAGING_SOCKET_PATH, { websocket: true }, (socket, request) => {
    const socketId = randomUUID();
    heartbeat.watch(socket);
    let identity: MessagingIdentity | null = null;
    let actorUserId: string | null = null;
    let unsubscribe: (() => void) | null = null;
    // Frames that arrive while the token is being checked wait their turn, in order.
    let queue: Promise<void> = Promise.resolve();
    // The socket is authorised until its token's `exp`, and not a moment longer.
    let expiresAt = 0;
    let expiryTimer: ReturnType<typeof setTimeout> | undefined;
    const expire = () => socket.close(SOCKET_CLOSE.tokenExpired, 'The messaging token expired');
    const keepUntil = (until: Date) => {
      expiresAt = until.getTime();
      clearTimeout(expiryTimer);
      expiryTimer = setTimeout(expire, Math.max(0, expiresAt - Date.now()));
      expiryTimer.unref();
    };

    /** A later `auth` frame: the same member's fresh token moves the expiry; anyone else's ends it. */
    const renew = async (token: string, current: MessagingIdentity) => {
      const verified = await verifyMessagingTokenFully(db, token);
      if (socket.readyState !== socket.OPEN) return;
      if (!verified || !sameMember(verified.identity, current) || verified.actorUserId !== actorUserId) {
        socket.close(SOCKET_CLOSE.unauthorized, 'A valid messaging token of the same member is required');
        return;
      }
      keepUntil(verified.expiresAt);
    };

    const authenticate = async (token: string) => {
      const verified = await verifyMessagingTokenFully(db, token);
      if (socket.readyState !== socket.OPEN) return;
      identity = verified?.identity ?? null;
      if (!verified || !identity) {
        socket.close(SOCKET_CLOSE.unauthorized, 'A valid messaging token is required');
        return;
      }
      actorUserId = verified.actorUserId;
      keepUntil(verified.expiresAt);
      const hostId = identity.hostId;
      const guestChannel = identity.role === 'guest' ? identity.channelId : null;
      unsubscribe = bus.subscribe(hostId, (event) => {
        if (event.type === 'typing' && event.origin === socketId) return;
        // A guest hears their own channel only.
        if (guestChannel !== null && channelOfEvent(event) !== guestChannel) return;
        send(socket, toServerEvent(event));
      });
      send(socket, {
        type: 'ready',
        userId: identity.role === 'host' ? hostId : guestMemberId(identity.channelId),
      });
    };

    const authTimer = setTimeout(() => {
      if (!identity) socket.close(SOCKET_CLOSE.unauthorized, 'No messaging token in time');
    }, SOCKET_AUTH_TIMEOUT_MS);
    authTimer.unref();

    const queryToken = tokenInQuery(request);
    if (queryToken) queue = queue.then(() => authenticate(queryToken));

    let allowance = SOCKET_FRAME_BURST;
    let refilledAt = Date.now();
    socket.on('message', (data, isBinary) => {
      heartbeat.alive(socket);
      const now = Date.now();
      allowance = Math.min(
        SOCKET_FRAME_BURST,
        allowance + ((now - refilledAt) / 1000) * SOCKET_FRAMES_PER_SECOND,
      );
      refilledAt = now;
      if (allowance < 1) {
        send(socket, {
          type: 'error',
          code: commonErrorCodes.tooManyRequests,
          message: 'Too many frames; this one was dropped.',
        });
        return;
      }
      allowance -= 1;
      queue = queue
        .then(async () => {
          if (socket.readyState !== socket.OPEN) return;
          let parsed: unknown;
          try {
            parsed = isBinary ? undefined : JSON.parse(data.toString());
          } catch {
            parsed = undefined;
          }
          const result = clientFrameSchema.safeParse(parsed);
          if (!result.success) {
            if (!identity) {
              socket.close(SOCKET_CLOSE.unauthorized, 'Authenticate first');
              return;
            }
            send(socket, {
              type: 'error',
              code: commonErrorCodes.validation,
              message: 'Not a frame this socket accepts.',
            });
            return;
          }
          if (!identity) {
            if (result.data.type !== 'auth') {
              socket.close(SOCKET_CLOSE.unauthorized, 'Authenticate first');
              return;
            }
            await authenticate(result.data.token);
            return;
          }
          // A timer may run late: nothing is handled for a token past its expiry.
          if (Date.now() >= expiresAt) return expire();
          if (result.data.type === 'auth') return renew(result.data.token, identity);
          // Staff whose session no longer acts as this host lose the socket, as their HTTP calls would.
          if (actorUserId && !(await isStillActingAs(db, actorUserId, identity.hostId))) {
            socket.close(SOCKET_CLOSE.unauthorized, 'No longer acting as this host');
            return;
          }
          await handleFrame(db, bus, socket, identity, socketId, result.data, actorUserId);
        })
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'A chat socket frame failed');
          send(socket, {
            type: 'error',
            code: commonErrorCodes.internal,
            message: 'The frame could not be handled.',
          });
        });
    });

    socket.on('close', () => {
      clearTimeout(authTimer);
      clearTimeout(expiryTimer);
      heartbeat.forget(socket);
      unsubscribe?.();
    });
  });
}

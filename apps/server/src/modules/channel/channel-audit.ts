import type { FastifyInstance } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
} from '@hostdeck/contract/channel/channel-intake.schemas';
import type { Database } from '../../db/client';
import type { ChannelCall, ChannelOutcome } from '../../db/schema/channel.table';
import { markApiKeyUsed } from './api-keys.repository';
import { insertIntakeAudit } from './channel-audit.repository';

function jsonOf(payload: unknown): Record<string, unknown> | null {
  if (typeof payload !== 'string') return null;
  try {
    const value: unknown = JSON.parse(payload);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * One audit row per intake call that came with a valid API key: which key, which call, how it ended
 * (accepted, refused with which code, or a first answer given again) and the reservation it made;
 * an accepted call also sets the key's last-used time.
 * Written on send, before the caller sees the answer, so refusals of the body's schema (400) are
 * counted too. A call without a valid key names no host: it is logged, not audited.
 */
export function auditChannelCalls(
  app: FastifyInstance,
  db: Database,
  callByPath: Readonly<Record<string, ChannelCall>>,
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.routeOptions.config.endpoint?.path;
    const call = path ? callByPath[path] : undefined;
    const apiKeyId = request.auth?.apiKeyId;
    if (!call || !apiKeyId || !request.auth) return payload;
    const body = jsonOf(payload);
    const refused = reply.statusCode >= 400;
    const outcome: ChannelOutcome = refused
      ? 'refused'
      : reply.getHeader(IDEMPOTENT_REPLAY_HEADER) === 'true'
        ? 'replayed'
        : 'accepted';
    const idempotencyKey = request.headers[IDEMPOTENCY_KEY_HEADER];
    try {
      await insertIntakeAudit(db, {
        apiKeyId,
        hostId: request.auth.userId,
        call,
        outcome,
        statusCode: reply.statusCode,
        errorCode: refused ? text(body?.code) : null,
        reservationId: refused ? null : text(body?.id),
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey.slice(0, 255) : null,
        correlationId: request.id,
      });
      // A refusal writes nothing but its audit row, so "last used" counts accepted calls only.
      if (!refused) await markApiKeyUsed(db, apiKeyId, new Date());
    } catch (error) {
      request.log.error({ err: error }, 'could not record a channel intake call');
    }
    return payload;
  });
}

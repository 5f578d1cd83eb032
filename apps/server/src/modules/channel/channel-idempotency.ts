import { createHash } from 'node:crypto';
import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import { AppError } from '../../app/app-error';
import { lockByName } from '../../db/advisory-lock';
import type { ChannelCall } from '../../db/schema/channel.table';
import { publishMessagingEvent } from '../messaging/messaging-bus';
import {
  claimIdempotencyKey,
  deleteIdempotencyRecord,
  findIdempotencyRecord,
  storeIdempotentAnswer,
  type IdempotencyRecord,
} from './channel-idempotency.repository';
import {
  insertDelivered,
  presentDelivered,
  type IntakeCalls,
  type IntakeContext,
} from './channel-intake.service';
import { channelErrors } from './channel.errors';

/** How long a key's first answer is given again; after that the key is free for a new call. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const CREATED = 201;

/** Printable ASCII, as in the IETF draft and the major payment APIs; a UUID fits. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The header's value, checked; undefined when the call came without one. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && KEY_PATTERN.test(value)) return value;
  throw new AppError({
    code: commonErrorCodes.validation,
    statusCode: 400,
    message: 'The Idempotency-Key header is not valid.',
    fieldErrors: [
      {
        field: 'Idempotency-Key',
        code: 'validation.custom',
        message: 'Send 1 to 255 printable ASCII characters without spaces, e.g. a UUID.',
        params: { rule: 'idempotencyKeyFormat' },
      },
    ],
  });
}

/** JSON with every object's keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The hash of the call and its parsed body: what "the same request" means for a repeated key. */
export function requestHashOf(call: ChannelCall, body: unknown): string {
  return createHash('sha256')
    .update(`${call}\n${canonicalJson(body)}`)
    .digest('hex');
}

export interface Delivered<C extends ChannelCall> {
  statusCode: number;
  answer: IntakeCalls[C]['answer'];
  reservationId: string;
  /** True when the answer is the one a call with the same key got before. */
  replayed: boolean;
}

class KeyClaimedMeanwhile extends Error {}

/** The first answer again, if the repeat is the same call with the same body; 422 otherwise. */
async function replay<C extends ChannelCall>(
  context: IntakeContext,
  record: IdempotencyRecord,
  call: C,
  hostId: string,
  requestHash: string,
): Promise<Delivered<C>> {
  if (record.call !== call || record.requestHash !== requestHash) throw channelErrors.idempotencyKeyReused();
  let body = record.responseBody as IntakeCalls[C]['answer'] | null;
  if (body === null) {
    // The first call's reservation was written but its answer not yet stored (it is still on its
    // way, or the server stopped in between): answer the reservation as it was made.
    body = await presentDelivered(context, call, hostId, record.reservationId);
    await storeIdempotentAnswer(context.db, record.id, { statusCode: CREATED, body });
  }
  return {
    statusCode: record.statusCode ?? CREATED,
    answer: body,
    reservationId: record.reservationId,
    replayed: true,
  };
}

/**
 * Delivers a reservation; with an Idempotency-Key, at most once per key and API key within the
 * window. The key is claimed in the same transaction that writes the reservation, and calls with one
 * key take turns there, so of two that race the second answers the first's result.
 * Only accepted calls are remembered: a refusal created nothing, so a retry is simply decided again.
 */
export async function deliverOnce<C extends ChannelCall>(
  context: IntakeContext,
  call: C,
  caller: { hostId: string; apiKeyId: string },
  body: IntakeCalls[C]['body'],
  idempotencyKey: string | undefined,
): Promise<Delivered<C>> {
  const { db } = context;
  const now = new Date();
  const requestHash = idempotencyKey ? requestHashOf(call, body) : '';
  if (idempotencyKey) {
    const existing = await findIdempotencyRecord(db, caller.apiKeyId, idempotencyKey);
    if (existing && now.getTime() - existing.createdAt.getTime() < IDEMPOTENCY_WINDOW_MS)
      return replay(context, existing, call, caller.hostId, requestHash);
    if (existing) await deleteIdempotencyRecord(db, existing.id);
  }

  let reservationId: string;
  try {
    reservationId = await db.transaction(async (tx) => {
      if (idempotencyKey) {
        // Calls with one key take turns from here: the later one waits until the first has committed
        // its reservation and its claim, then finds the claim and answers the first's result, instead
        // of being refused for the nights the first just took.
        await lockByName(tx, `channel-idempotency\n${caller.apiKeyId}\n${idempotencyKey}`);
        if (await findIdempotencyRecord(tx, caller.apiKeyId, idempotencyKey)) throw new KeyClaimedMeanwhile();
      }
      const id = await insertDelivered(tx, call, caller, body, now);
      if (idempotencyKey) {
        const claimed = await claimIdempotencyKey(tx, {
          apiKeyId: caller.apiKeyId,
          idempotencyKey,
          call,
          requestHash,
          reservationId: id,
          createdAt: now,
        });
        if (!claimed) throw new KeyClaimedMeanwhile();
      }
      return id;
    });
  } catch (error) {
    if (!(error instanceof KeyClaimedMeanwhile) || !idempotencyKey) throw error;
    const winner = await findIdempotencyRecord(db, caller.apiKeyId, idempotencyKey);
    if (!winner) throw new Error('An Idempotency-Key was claimed and then vanished', { cause: error });
    return replay(context, winner, call, caller.hostId, requestHash);
  }

  // The host's open dashboard tabs hear of it once it is committed (a replay made nothing new).
  await publishMessagingEvent(db, {
    type: 'reservation.created',
    hostId: caller.hostId,
    kind: call,
    reservationId,
  });
  const answer = await presentDelivered(context, call, caller.hostId, reservationId);
  if (idempotencyKey) {
    const record = await findIdempotencyRecord(db, caller.apiKeyId, idempotencyKey);
    if (record) await storeIdempotentAnswer(db, record.id, { statusCode: CREATED, body: answer });
  }
  return { statusCode: CREATED, answer, reservationId, replayed: false };
}

import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { channelIdempotency, type ChannelCall } from '../../db/schema/channel.table';

export type IdempotencyRecord = typeof channelIdempotency.$inferSelect;

export async function findIdempotencyRecord(
  db: Database,
  apiKeyId: string,
  idempotencyKey: string,
): Promise<IdempotencyRecord | null> {
  const [row] = await db
    .select()
    .from(channelIdempotency)
    .where(
      and(eq(channelIdempotency.apiKeyId, apiKeyId), eq(channelIdempotency.idempotencyKey, idempotencyKey)),
    )
    .limit(1);
  return row ?? null;
}

export async function deleteIdempotencyRecord(db: Database, id: string): Promise<void> {
  await db.delete(channelIdempotency).where(eq(channelIdempotency.id, id));
}

/**
 * Claims the key for the reservation just written, in its transaction; false when another call
 * claimed it first (the caller then rolls its reservation back and answers that call's result).
 */
export async function claimIdempotencyKey(
  tx: Database,
  values: {
    apiKeyId: string;
    idempotencyKey: string;
    call: ChannelCall;
    requestHash: string;
    reservationId: string;
    createdAt: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(channelIdempotency)
    .values(values)
    .onConflictDoNothing({ target: [channelIdempotency.apiKeyId, channelIdempotency.idempotencyKey] })
    .returning({ id: channelIdempotency.id });
  return rows.length > 0;
}

export async function storeIdempotentAnswer(
  db: Database,
  id: string,
  answer: { statusCode: number; body: unknown },
): Promise<void> {
  await db
    .update(channelIdempotency)
    .set({ statusCode: answer.statusCode, responseBody: answer.body })
    .where(eq(channelIdempotency.id, id));
}

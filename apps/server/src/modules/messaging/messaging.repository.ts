import { and, countDistinct, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages } from '../../db/schema/messaging.table';

/** Conversations with at least one guest message the host has not read (the inbox badge counts channels). */
export async function countUnreadConversations(db: Database, hostId: string): Promise<number> {
  const [row] = await db
    .select({ total: countDistinct(messages.conversationId) })
    .from(messages)
    .where(and(eq(messages.hostId, hostId), eq(messages.sender, 'guest'), isNull(messages.readAt)));
  return row?.total ?? 0;
}

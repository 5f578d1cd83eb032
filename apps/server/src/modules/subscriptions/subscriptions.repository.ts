import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema/subscriptions.table';

export async function findSubscriptionOfHost(db: Database, hostId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.hostId, hostId)).limit(1);
  return row ?? null;
}

import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingRequests } from '../../db/schema/reservations.table';

/** REQUESTED is what the host sees as pending. */
export async function countPendingBookingRequests(db: Database, hostId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bookingRequests)
    .where(and(eq(bookingRequests.hostId, hostId), eq(bookingRequests.status, 'REQUESTED')));
  return row?.total ?? 0;
}

import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations } from '../../db/schema/messaging.table';
import { properties, units } from '../../db/schema/properties.table';
import { bookingRequests, bookings, inquiries } from '../../db/schema/reservations.table';
import { savedReplies, type SavedReplyRow } from '../../db/schema/saved-replies.table';
import { users } from '../../db/schema/users.table';
import { isUuid } from '../user/user.repository';

export async function listSavedRepliesOfHost(db: Database, hostId: string): Promise<SavedReplyRow[]> {
  return db
    .select()
    .from(savedReplies)
    .where(eq(savedReplies.hostId, hostId))
    .orderBy(asc(savedReplies.position), asc(savedReplies.createdAt));
}

/** A malformed id finds nothing, as another host's does. */
export async function findSavedReplyOfHost(
  db: Database,
  hostId: string,
  id: string,
): Promise<SavedReplyRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(savedReplies)
    .where(and(eq(savedReplies.hostId, hostId), eq(savedReplies.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Adds a reply at the end of the host's list unless the host already keeps `max`; the host's row is
 * locked meanwhile, so two adds at once cannot both pass the count. Null when the list is full.
 */
export async function insertSavedReply(
  db: Database,
  hostId: string,
  values: { title: string; body: string },
  max: number,
): Promise<SavedReplyRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, hostId)).for('update');
    const [row] = await tx
      .select({ total: count(), last: sql<number | null>`max(${savedReplies.position})` })
      .from(savedReplies)
      .where(eq(savedReplies.hostId, hostId));
    if ((row?.total ?? 0) >= max) return null;
    const [created] = await tx
      .insert(savedReplies)
      .values({
        hostId,
        ...values,
        position: row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1,
      })
      .returning();
    return created ?? null;
  });
}

/**
 * Runs `work` with the host's row locked and the host's replies in their order, so a reorder and an
 * add (which takes the same lock) take turns: the list a reorder checks is the list it writes.
 */
export async function withSavedRepliesLocked<T>(
  db: Database,
  hostId: string,
  work: (tx: Database, current: SavedReplyRow[]) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, hostId)).for('update');
    return work(tx, await listSavedRepliesOfHost(tx, hostId));
  });
}

/** Writes positions 0..n-1 in the given order (the ids are the host's, checked by the caller). */
export async function writeSavedReplyOrder(
  db: Database,
  hostId: string,
  orderedIds: readonly string[],
): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await db
      .update(savedReplies)
      .set({ position })
      .where(and(eq(savedReplies.hostId, hostId), eq(savedReplies.id, id)));
  }
}

export async function updateSavedReplyOfHost(
  db: Database,
  hostId: string,
  id: string,
  patch: { title?: string; body?: string },
): Promise<SavedReplyRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(savedReplies)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(savedReplies.hostId, hostId), eq(savedReplies.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteSavedReplyOfHost(db: Database, hostId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db
    .delete(savedReplies)
    .where(and(eq(savedReplies.hostId, hostId), eq(savedReplies.id, id)))
    .returning({ id: savedReplies.id });
  return deleted.length > 0;
}

export interface ReplyFactsRecord {
  guestFirstName: string;
  checkIn: string | null;
  checkOut: string | null;
  unitTitle: string | null;
  propertyTitle: string | null;
  formattedAddress: string | null;
  street: string | null;
  houseNumberOrName: string | null;
  postalCode: string | null;
  city: string | null;
}

/** The stay facts of one of the host's channels: its reservation's dates, the unit and its property. */
export async function findReplyFacts(
  db: Database,
  hostId: string,
  channelPublicId: string,
): Promise<ReplyFactsRecord | null> {
  const [row] = await db
    .select({
      guestFirstName: conversations.guestFirstName,
      checkIn: sql<
        string | null
      >`coalesce(${bookings.checkIn}, ${bookingRequests.checkIn}, ${inquiries.checkIn})::text`,
      checkOut: sql<
        string | null
      >`coalesce(${bookings.checkOut}, ${bookingRequests.checkOut}, ${inquiries.checkOut})::text`,
      unitTitle: units.title,
      propertyTitle: properties.title,
      formattedAddress: properties.formattedAddress,
      street: properties.street,
      houseNumberOrName: properties.houseNumberOrName,
      postalCode: properties.postalCode,
      city: properties.city,
    })
    .from(conversations)
    .leftJoin(bookings, eq(bookings.id, conversations.bookingId))
    .leftJoin(bookingRequests, eq(bookingRequests.id, conversations.bookingRequestId))
    .leftJoin(inquiries, eq(inquiries.id, conversations.inquiryId))
    .leftJoin(units, eq(units.id, conversations.unitId))
    .leftJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(conversations.hostId, hostId), eq(conversations.publicId, channelPublicId)))
    .limit(1);
  return row ?? null;
}

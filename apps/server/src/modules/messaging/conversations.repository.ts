import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations } from '../../db/schema/messaging.table';
import { bookingRequests, bookings, inquiries } from '../../db/schema/reservations.table';

export type ReservationKind = 'booking' | 'bookingRequest' | 'inquiry';

interface Reservation {
  id: string;
  hostId: string;
  unitId: string;
  firstName: string;
  lastName: string;
  email: string | null;
}

/** The host's reservation of this kind, locked until the transaction ends (one opener at a time). */
async function lockReservation(
  tx: Database,
  hostId: string,
  kind: ReservationKind,
  where: { publicId: string } | { id: string },
): Promise<Reservation | null> {
  if (kind === 'inquiry') {
    const [row] = await tx
      .select({
        id: inquiries.id,
        hostId: inquiries.hostId,
        unitId: inquiries.unitId,
        firstName: inquiries.customerFirstName,
        lastName: inquiries.customerLastName,
        email: inquiries.customerEmail,
      })
      .from(inquiries)
      .where(
        and(
          eq(inquiries.hostId, hostId),
          'id' in where ? eq(inquiries.id, where.id) : eq(inquiries.publicId, where.publicId),
        ),
      )
      .for('update')
      .limit(1);
    return row ?? null;
  }
  const table = kind === 'booking' ? bookings : bookingRequests;
  const [row] = await tx
    .select({
      id: table.id,
      hostId: table.hostId,
      unitId: table.unitId,
      firstName: table.guestFirstName,
      lastName: table.guestLastName,
      email: table.guestEmail,
    })
    .from(table)
    .where(
      and(
        eq(table.hostId, hostId),
        'id' in where ? eq(table.id, where.id) : eq(table.publicId, where.publicId),
      ),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

const linkColumn = {
  booking: conversations.bookingId,
  bookingRequest: conversations.bookingRequestId,
  inquiry: conversations.inquiryId,
} as const;

const linkField = { booking: 'bookingId', bookingRequest: 'bookingRequestId', inquiry: 'inquiryId' } as const;

/**
 * The channel of a host's booking, request or inquiry: the one already open, else a new one with the
 * guest as the other member. Null when the host has no such reservation. Runs in a transaction that
 * locks the reservation, so two openers at once end up with the same channel.
 */
export async function openConversation(
  db: Database,
  hostId: string,
  kind: ReservationKind,
  where: { publicId: string } | { id: string },
): Promise<{ id: string; publicId: string; hostId: string } | null> {
  return db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, hostId, kind, where);
    if (!reservation) return null;
    const [existing] = await tx
      .select({ id: conversations.id, publicId: conversations.publicId, hostId: conversations.hostId })
      .from(conversations)
      .where(and(eq(conversations.hostId, hostId), eq(linkColumn[kind], reservation.id)))
      .orderBy(desc(conversations.lastMessageAt))
      .limit(1);
    if (existing) return existing;
    const [created] = await tx
      .insert(conversations)
      .values({
        hostId,
        unitId: reservation.unitId,
        [linkField[kind]]: reservation.id,
        guestFirstName: reservation.firstName,
        guestLastName: reservation.lastName,
        guestEmail: reservation.email,
      })
      .returning({ id: conversations.id, publicId: conversations.publicId, hostId: conversations.hostId });
    return created!;
  });
}

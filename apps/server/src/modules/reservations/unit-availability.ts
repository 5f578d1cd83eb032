import { and, eq, gt, inArray, lt, ne, not, notInArray, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '@hostdeck/contract/reservations/booking.schemas';
import type { Database } from '../../db/client';
import { calendarBlocks, icalFeeds } from '../../db/schema/calendar.table';
import { units } from '../../db/schema/properties.table';
import { bookings } from '../../db/schema/reservations.table';

/** Booking states that no longer hold the unit's nights. */
export const RELEASED_BOOKING_STATUSES: readonly BookingStatus[] = [
  'CANCELLED',
  'CANCELLED_BY_GUEST',
  'CANCELLED_BY_OWNER',
];

/** A database or an open transaction: the check runs inside the write that depends on it. */
type Executor = Pick<Database, 'select'>;

/**
 * Whether a stay of `unitId` from `checkIn` to `checkOut` (dates; the check-out night is free)
 * overlaps what holds the unit: a booking not cancelled (a confirmed request or inquiry is one), or a
 * calendar block, the host's own or one imported from another channel's feed. The unit's
 * availability is derived from these rows, never stored a second time. A pending booking request
 * holds no night here: confirming it is what turns it into a booking, and its own nights must not
 * stop that. Call it inside the transaction that writes the new stay, after locking the unit row
 * (`lockUnit`), so two writes for the same nights cannot both pass.
 *
 * With `channelKeyId` (a booking a channel delivers with that API key, or a request or inquiry it
 * delivered, when it arrives or is confirmed), a block imported from a feed
 * naming that key as its channel, on exactly the stay's nights, is this same stay listed in the
 * channel's calendar, read before the booking arrived, and does not take the nights
 * (@hostdeck/contract/calendar/same-stay.rules).
 */
export async function nightsTaken(
  db: Executor,
  stay: {
    unitId: string;
    checkIn: string;
    checkOut: string;
    exceptBookingId?: string | null;
    channelKeyId?: string | null;
  },
): Promise<boolean> {
  const [booking] = await db.select({ id: bookings.id }).from(bookings).where(holdingNightsOf(stay)).limit(1);
  if (booking) return true;
  const [block] = await db
    .select({ id: calendarBlocks.id })
    .from(calendarBlocks)
    .where(blockingNightsOf(db, stay))
    .limit(1);
  return block !== undefined;
}

/** The calendar blocks (manual or imported) over nights of the stay, less the stay's own listing. */
function blockingNightsOf(
  db: Executor,
  stay: {
    unitId: string;
    checkIn: string;
    checkOut: string;
    channelKeyId?: string | null;
  },
): SQL | undefined {
  const conditions: SQL[] = [
    eq(calendarBlocks.unitId, stay.unitId),
    lt(calendarBlocks.dateFrom, stay.checkOut),
    gt(calendarBlocks.dateTo, stay.checkIn),
  ];
  if (stay.channelKeyId) {
    const sameStay = and(
      eq(calendarBlocks.dateFrom, stay.checkIn),
      eq(calendarBlocks.dateTo, stay.checkOut),
      inArray(
        calendarBlocks.feedId,
        db.select({ id: icalFeeds.id }).from(icalFeeds).where(eq(icalFeeds.channelKeyId, stay.channelKeyId)),
      ),
    );
    if (sameStay) conditions.push(not(sameStay));
  }
  return and(...conditions);
}

/** The bookings that hold nights of the stay: same unit, overlapping dates, not cancelled. */
export function holdingNightsOf(stay: {
  unitId: string;
  checkIn: string;
  checkOut: string;
  exceptBookingId?: string | null;
}): SQL | undefined {
  const conditions: SQL[] = [
    eq(bookings.unitId, stay.unitId),
    lt(bookings.checkIn, stay.checkOut),
    gt(bookings.checkOut, stay.checkIn),
    notInArray(bookings.status, [...RELEASED_BOOKING_STATUSES]),
  ];
  if (stay.exceptBookingId) conditions.push(ne(bookings.id, stay.exceptBookingId));
  return and(...conditions);
}

/**
 * Locks a unit's row for the rest of the transaction: every write that adds a stay to the unit
 * takes this lock first, so the check of free nights and the insert are one step for other writers
 * (on PostgreSQL; PGlite runs one transaction at a time anyway).
 */
export async function lockUnit(tx: Executor, unitId: string): Promise<void> {
  await tx.select({ id: units.id }).from(units).where(eq(units.id, unitId)).for('update');
}

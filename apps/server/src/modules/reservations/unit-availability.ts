import { and, eq, gt, lt, ne, notInArray, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '@hostdeck/contract/reservations/booking.schemas';
import type { Database } from '../../db/client';
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
 * overlaps a stay that holds the unit: a booking not cancelled (a confirmed request or inquiry is
 * one). The unit's availability is derived from these rows, never stored a second time; manual
 * blocks join here with the calendar. Call it inside the transaction that writes the new stay, after
 * locking the unit row (`lockUnit`), so two writes for the same nights cannot both pass.
 */
export async function nightsTaken(
  db: Executor,
  stay: { unitId: string; checkIn: string; checkOut: string; exceptBookingId?: string | null },
): Promise<boolean> {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(holdingNightsOf(stay)).limit(1);
  return row !== undefined;
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

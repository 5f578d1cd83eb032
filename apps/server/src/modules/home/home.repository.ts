import { and, asc, count, eq, gte, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listingProgress, properties, units } from '../../db/schema/properties.table';
import { bookings } from '../../db/schema/reservations.table';

/** Upcoming stays: confirmed bookings whose check-in is today or later (a status, not a date, says confirmed). */
function upcomingCondition(hostId: string, today: string) {
  return and(eq(bookings.hostId, hostId), eq(bookings.status, 'CONFIRMED'), gte(bookings.checkIn, today));
}

export async function findUpcomingStays(db: Database, hostId: string, today: string, limit: number) {
  const [rows, totals] = await Promise.all([
    db
      .select({
        bookingId: bookings.publicId,
        guestFirstName: bookings.guestFirstName,
        guestLastName: bookings.guestLastName,
        unitTitle: units.title,
        unitId: units.publicId,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        guests: bookings.guests,
      })
      .from(bookings)
      .innerJoin(units, eq(units.id, bookings.unitId))
      .where(upcomingCondition(hostId, today))
      .orderBy(asc(bookings.checkIn), asc(bookings.createdAt))
      .limit(limit),
    db.select({ total: count() }).from(bookings).where(upcomingCondition(hostId, today)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Units still being listed, with their property and completed steps. */
export async function findUnitsInProgress(db: Database, hostId: string) {
  return db
    .select({
      unitInternalId: units.id,
      unitId: units.publicId,
      unitTitle: units.title,
      propertyInternalId: properties.id,
      propertyId: properties.publicId,
      propertyTitle: properties.title,
      propertyType: properties.propertyType,
      countryCode: properties.countryCode,
      completedSteps: listingProgress.completedSteps,
    })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .leftJoin(listingProgress, eq(listingProgress.unitId, units.id))
    .where(and(eq(units.hostId, hostId), eq(units.state, 'IN_PROGRESS'), isNull(units.deletedAt)))
    .orderBy(asc(units.createdAt), asc(units.id));
}

/** Properties (of those given) that have a finished unit: further units there take the additional-unit flow. */
export async function findPropertiesWithFinishedUnit(
  db: Database,
  hostId: string,
  propertyIds: string[],
): Promise<Set<string>> {
  if (propertyIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ propertyId: units.propertyId })
    .from(units)
    .where(
      and(
        eq(units.hostId, hostId),
        inArray(units.propertyId, propertyIds),
        ne(units.state, 'IN_PROGRESS'),
        ne(units.state, 'DELETED'),
        isNull(units.deletedAt),
      ),
    );
  return new Set(rows.map((row) => row.propertyId));
}

import { and, asc, eq, gte, lte, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { unitDaySettings } from '../../db/schema/calendar.table';
import { unitSeasons } from '../../db/schema/listing.table';
import { bookings } from '../../db/schema/reservations.table';
import { RELEASED_BOOKING_STATUSES } from '../reservations/unit-availability';

type Executor = Pick<Database, 'select'>;

/** The unit's seasons with the stay rules they set, by start date. */
export function findSeasonRulesOfUnit(db: Executor, unitId: string) {
  return db
    .select({
      id: unitSeasons.id,
      name: unitSeasons.name,
      startDate: unitSeasons.startDate,
      endDate: unitSeasons.endDate,
      minStayNights: unitSeasons.minimumStayNights,
      maxStayNights: unitSeasons.maxStayNights,
      checkInDays: unitSeasons.checkInDays,
    })
    .from(unitSeasons)
    .where(eq(unitSeasons.unitId, unitId))
    .orderBy(asc(unitSeasons.startDate), asc(unitSeasons.position));
}
export type SeasonRulesRow = Awaited<ReturnType<typeof findSeasonRulesOfUnit>>[number];

export async function updateSeasonRules(
  db: Database,
  unitId: string,
  seasonId: string,
  rules: Pick<SeasonRulesRow, 'minStayNights' | 'maxStayNights' | 'checkInDays'>,
): Promise<void> {
  await db
    .update(unitSeasons)
    .set({
      minimumStayNights: rules.minStayNights,
      maxStayNights: rules.maxStayNights,
      checkInDays: rules.checkInDays,
    })
    .where(and(eq(unitSeasons.id, seasonId), eq(unitSeasons.unitId, unitId)));
}

/** The minimum and maximum stay the calendar set on one night of the unit, if any. */
export async function findNightStayLimits(db: Executor, unitId: string, night: string) {
  const [row] = await db
    .select({ minStayNights: unitDaySettings.minStayNights, maxStayNights: unitDaySettings.maxStayNights })
    .from(unitDaySettings)
    .where(and(eq(unitDaySettings.unitId, unitId), eq(unitDaySettings.day, night)))
    .limit(1);
  return row ?? null;
}

/**
 * The stays holding the unit (bookings not cancelled) that end on or after `from` and start on or
 * before `to`: the neighbours a new stay's preparation days are measured against.
 */
export function findStaysNear(db: Executor, unitId: string, from: string, to: string) {
  return db
    .select({ checkIn: bookings.checkIn, checkOut: bookings.checkOut })
    .from(bookings)
    .where(
      and(
        eq(bookings.unitId, unitId),
        gte(bookings.checkOut, from),
        lte(bookings.checkIn, to),
        notInArray(bookings.status, [...RELEASED_BOOKING_STATUSES]),
      ),
    );
}

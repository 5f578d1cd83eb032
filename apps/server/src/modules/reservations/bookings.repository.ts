import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '@hostdeck/contract/reservations/booking.schemas';
import type {
  ReservationSortField,
  SortDirection,
} from '@hostdeck/contract/reservations/reservation-list.schemas';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { properties, units } from '../../db/schema/properties.table';
import { bookings, type BookingRow, type NewBookingRow } from '../../db/schema/reservations.table';
import { likePattern } from '../staff/staff.repository';
import { RELEASED_BOOKING_STATUSES } from './unit-availability';

export type BookingTab = 'confirmed' | 'completed' | 'cancelled' | 'upcoming' | 'current' | 'all';

/** Statuses a stay reaches once it is over (the review ones follow a completed stay). */
const STAY_OVER_STATUSES: readonly BookingStatus[] = [
  'COMPLETED',
  'IN_REVIEW_COLLECTION',
  'REVIEW_COLLECTED',
  'NO_REVIEW_COLLECTED',
];

/**
 * A stay is over once its check-out day has passed. Nothing moves a CONFIRMED booking on by itself
 * when that happens, so the tabs read the dates as well as the status: a confirmed stay whose
 * check-out is behind us is listed as completed, not as confirmed. A stay arriving today is both
 * upcoming (as on the overview page) and current; one leaving today is still current.
 */
function tabCondition(tab: BookingTab | undefined, today: string): SQL | undefined {
  const confirmed = eq(bookings.status, 'CONFIRMED');
  switch (tab) {
    case 'confirmed':
      return and(confirmed, gte(bookings.checkOut, today));
    case 'upcoming':
      return and(confirmed, gte(bookings.checkIn, today));
    case 'current':
      return and(confirmed, lte(bookings.checkIn, today), gte(bookings.checkOut, today));
    case 'completed':
      return or(
        inArray(bookings.status, [...STAY_OVER_STATUSES]),
        and(confirmed, lt(bookings.checkOut, today)),
      );
    case 'cancelled':
      return inArray(bookings.status, [...RELEASED_BOOKING_STATUSES]);
    default:
      return undefined;
  }
}

/** A unit without its own title shows its property's (a single-unit property often has only that). */
const unitTitle = sql<string | null>`coalesce(${units.title}, ${properties.title})`;

const sortColumns: Record<ReservationSortField, SQL | AnyPgColumn> = {
  firstName: sql`lower(${bookings.guestFirstName})`,
  lastName: sql`lower(${bookings.guestLastName})`,
  createdAt: bookings.createdAt,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
};

export interface BookingListFilter {
  today: string;
  tab?: BookingTab | undefined;
  status?: BookingStatus | undefined;
  unitPublicId?: string | undefined;
  search?: string | undefined;
  checkInFrom?: string | undefined;
  checkInTo?: string | undefined;
}

function listConditions(hostId: string, filter: BookingListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(bookings.hostId, hostId),
    tabCondition(filter.tab, filter.today),
  ];
  if (filter.status) conditions.push(eq(bookings.status, filter.status));
  if (filter.unitPublicId) conditions.push(eq(units.publicId, filter.unitPublicId));
  if (filter.checkInFrom) conditions.push(gte(bookings.checkIn, filter.checkInFrom));
  if (filter.checkInTo) conditions.push(lte(bookings.checkIn, filter.checkInTo));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      or(
        ilike(sql`${bookings.guestFirstName} || ' ' || ${bookings.guestLastName}`, pattern),
        ilike(sql`${bookings.guestLastName} || ' ' || ${bookings.guestFirstName}`, pattern),
        ilike(bookings.publicId, pattern),
        ilike(unitTitle, pattern),
      ),
    );
  }
  return and(...conditions);
}

const bookingRecordColumns = {
  booking: bookings,
  unit: { id: units.id, publicId: units.publicId, title: unitTitle },
  propertyPublicId: properties.publicId,
};

export type BookingRecord = NonNullable<Awaited<ReturnType<typeof findBooking>>>;

function selectBookingRecords(db: Database) {
  return db
    .select(bookingRecordColumns)
    .from(bookings)
    .innerJoin(units, eq(units.id, bookings.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId));
}

interface BookingSliceOptions {
  sorting: [ReservationSortField, SortDirection][];
  offset: number;
  limit: number;
}

/** The host's matching bookings from `offset`, at most `limit` of them, in the order asked for. */
export function findBookingRecords(
  db: Database,
  hostId: string,
  filter: BookingListFilter,
  options: BookingSliceOptions,
) {
  const orderBy = options.sorting.map(([field, direction]) =>
    direction === 'asc' ? asc(sortColumns[field]) : desc(sortColumns[field]),
  );
  return (
    selectBookingRecords(db)
      .where(listConditions(hostId, filter))
      // The id last, so rows that tie on every chosen key keep one order from page to page.
      .orderBy(...orderBy, asc(bookings.id))
      .offset(options.offset)
      .limit(options.limit)
  );
}

/** One page of the host's bookings and how many match in all. */
export async function findBookingPage(
  db: Database,
  hostId: string,
  filter: BookingListFilter,
  options: BookingSliceOptions,
) {
  const [rows, totals] = await Promise.all([
    findBookingRecords(db, hostId, filter, options),
    db
      .select({ total: count() })
      .from(bookings)
      .innerJoin(units, eq(units.id, bookings.unitId))
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .where(listConditions(hostId, filter)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** One booking of the host with its unit, by the code the API shows; null for anyone else's. */
export async function findBooking(db: Database, hostId: string, publicId: string) {
  const [row] = await selectBookingRecords(db)
    .where(and(eq(bookings.hostId, hostId), eq(bookings.publicId, publicId)))
    .limit(1);
  return row ?? null;
}

/**
 * The booking row, locked until the transaction ends: a second cancel of the same booking waits
 * here and then reads the status the first one wrote.
 */
export async function lockBooking(
  tx: Database,
  hostId: string,
  publicId: string,
): Promise<BookingRow | null> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.hostId, hostId), eq(bookings.publicId, publicId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function updateBookingRow(
  tx: Database,
  bookingId: string,
  changes: Partial<NewBookingRow>,
): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(bookings.id, bookingId))
    .returning();
  if (!row) throw new Error(`Booking ${bookingId} vanished during an update`);
  return row;
}

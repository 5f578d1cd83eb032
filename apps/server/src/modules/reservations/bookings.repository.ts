import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '@hostdeck/contract/reservations/booking.schemas';
import type {
  ReservationSortField,
  SortDirection,
} from '@hostdeck/contract/reservations/reservation-list.schemas';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { properties, units } from '../../db/schema/properties.table';
import {
  bookings,
  bookingSearchText,
  type BookingRow,
  type NewBookingRow,
} from '../../db/schema/reservations.table';
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
 *
 * A tab is one or more parts that never share a booking (they differ in status): the count adds up
 * one count per part, each a range of bookings_host_status_checkin_idx, instead of testing every
 * one of the host's bookings against an OR (the completed tab at 100,000 bookings, decision 0034).
 */
function tabParts(tab: BookingTab | undefined, today: string): (SQL | undefined)[] {
  const confirmed = eq(bookings.status, 'CONFIRMED');
  switch (tab) {
    case 'confirmed':
      return [and(confirmed, gte(bookings.checkOut, today))];
    case 'upcoming':
      return [and(confirmed, gte(bookings.checkIn, today))];
    case 'current':
      return [and(confirmed, lte(bookings.checkIn, today), gte(bookings.checkOut, today))];
    case 'completed':
      return [
        inArray(bookings.status, [...STAY_OVER_STATUSES]),
        and(confirmed, lt(bookings.checkOut, today)),
      ];
    case 'cancelled':
      return [inArray(bookings.status, [...RELEASED_BOOKING_STATUSES])];
    default:
      return [undefined];
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

/**
 * The host's units whose title (their own, or their property's) contains the search. Read first,
 * on its own: a host has tens or thousands of units, never the bookings' hundreds of thousands, and
 * a booking condition naming these units' ids (not a join) lets the search use the bookings'
 * indexes and lets the planner know how many rows to expect.
 */
async function unitsTitled(db: Database, hostId: string, pattern: string): Promise<string[]> {
  const rows = await db
    .select({ id: units.id })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(units.hostId, hostId), ilike(unitTitle, pattern)));
  return rows.map(({ id }) => id);
}

/**
 * The list's conditions on the bookings table alone (a page joins units and properties to show
 * them, the count needs neither), as the tab's parts each with every other condition: every one
 * of them has an index (reservations.table.ts).
 */
async function listConditions(
  db: Database,
  hostId: string,
  filter: BookingListFilter,
): Promise<(SQL | undefined)[]> {
  const conditions: (SQL | undefined)[] = [eq(bookings.hostId, hostId)];
  if (filter.status) conditions.push(eq(bookings.status, filter.status));
  if (filter.unitPublicId)
    conditions.push(
      inArray(
        bookings.unitId,
        db.select({ id: units.id }).from(units).where(eq(units.publicId, filter.unitPublicId)),
      ),
    );
  if (filter.checkInFrom) conditions.push(gte(bookings.checkIn, filter.checkInFrom));
  if (filter.checkInTo) conditions.push(lte(bookings.checkIn, filter.checkInTo));
  if (filter.search) {
    // A guest's name either way round or the booking code (the trigram index on the one text that
    // holds them), or the unit's title.
    const pattern = likePattern(filter.search);
    const titled = await unitsTitled(db, hostId, pattern);
    conditions.push(
      or(
        ilike(bookingSearchText(bookings), pattern),
        titled.length > 0 ? inArray(bookings.unitId, titled) : undefined,
      ),
    );
  }
  return tabParts(filter.tab, filter.today).map((part) => and(...conditions, part));
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

function selectBookingSlice(db: Database, where: SQL | undefined, options: BookingSliceOptions) {
  const orderBy = options.sorting.map(([field, direction]) =>
    direction === 'asc' ? asc(sortColumns[field]) : desc(sortColumns[field]),
  );
  return (
    selectBookingRecords(db)
      .where(where)
      // The id last, so rows that tie on every chosen key keep one order from page to page.
      .orderBy(...orderBy, asc(bookings.id))
      .offset(options.offset)
      .limit(options.limit)
  );
}

/** The host's matching bookings from `offset`, at most `limit` of them, in the order asked for. */
export async function findBookingRecords(
  db: Database,
  hostId: string,
  filter: BookingListFilter,
  options: BookingSliceOptions,
) {
  return selectBookingSlice(db, or(...(await listConditions(db, hostId, filter))), options);
}

/** One page of the host's bookings and how many match in all. */
export async function findBookingPage(
  db: Database,
  hostId: string,
  filter: BookingListFilter,
  options: BookingSliceOptions,
) {
  const parts = await listConditions(db, hostId, filter);
  const [rows, ...totals] = await Promise.all([
    selectBookingSlice(db, or(...parts), options),
    ...parts.map((part) => db.select({ total: count() }).from(bookings).where(part)),
  ]);
  return { rows, total: totals.reduce((sum, [row]) => sum + (row?.total ?? 0), 0) };
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

import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type {
  BookingRequestRejectReason,
  BookingRequestStatus,
} from '@hostdeck/contract/reservations/booking-request.schemas';
import type {
  ReservationSortField,
  SortDirection,
} from '@hostdeck/contract/reservations/reservation-list.schemas';
import type { Database } from '../../db/client';
import { properties, units } from '../../db/schema/properties.table';
import {
  bookingRequests,
  bookings,
  type BookingRequestRow,
  type BookingRow,
  type NewBookingRow,
} from '../../db/schema/reservations.table';
import { likePattern } from '../staff/staff.repository';

/** A request with what its answer shows besides its own row: its unit, property and booking. */
export interface BookingRequestView {
  request: BookingRequestRow;
  unit: { publicId: string; title: string | null; id: string };
  propertyPublicId: string;
  /** The public id (booking code) of the booking a confirmation made. */
  bookingPublicId: string | null;
}

const viewColumns = {
  request: bookingRequests,
  unit: { publicId: units.publicId, title: units.title, id: units.id },
  propertyPublicId: properties.publicId,
  bookingPublicId: bookings.publicId,
};

export interface BookingRequestFilter {
  search: string | undefined;
  /** A unit's public id. */
  unitId: string | undefined;
  state: BookingRequestStatus | undefined;
  /** Stays that start on or before this date. */
  checkInTo: string | undefined;
  /** Stays that end on or after this date. */
  checkOutFrom: string | undefined;
}

export interface BookingRequestSort {
  field: ReservationSortField;
  direction: SortDirection;
}

// Names sort as people read them, whatever their case; dates and moments sort as stored.
const sortColumns: Record<ReservationSortField, SQL | AnyColumn> = {
  firstName: sql`lower(${bookingRequests.guestFirstName})`,
  lastName: sql`lower(${bookingRequests.guestLastName})`,
  createdAt: bookingRequests.createdAt,
  checkIn: bookingRequests.checkIn,
  checkOut: bookingRequests.checkOut,
};

function filterConditions(hostId: string, filter: BookingRequestFilter): SQL[] {
  const conditions: SQL[] = [eq(bookingRequests.hostId, hostId)];
  if (filter.unitId) conditions.push(eq(units.publicId, filter.unitId));
  if (filter.state) conditions.push(eq(bookingRequests.status, filter.state));
  if (filter.checkInTo) conditions.push(lte(bookingRequests.checkIn, filter.checkInTo));
  if (filter.checkOutFrom) conditions.push(gte(bookingRequests.checkOut, filter.checkOutFrom));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    // A host types a guest's full name as often as one part of it, or pastes a code from an email:
    // the request's own, or the booking code it became.
    conditions.push(
      or(
        ilike(bookingRequests.guestFirstName, pattern),
        ilike(bookingRequests.guestLastName, pattern),
        ilike(sql`${bookingRequests.guestFirstName} || ' ' || ${bookingRequests.guestLastName}`, pattern),
        ilike(bookingRequests.publicId, pattern),
        ilike(bookings.publicId, pattern),
        ilike(units.title, pattern),
      ) as SQL,
    );
  }
  return conditions;
}

/** One page of the host's requests and how many match in all. */
export async function findBookingRequestPage(
  db: Database,
  hostId: string,
  options: { filter: BookingRequestFilter; sort: BookingRequestSort[]; offset: number; limit: number },
): Promise<{ rows: BookingRequestView[]; total: number }> {
  const where = and(...filterConditions(hostId, options.filter));
  const order = options.sort.map(({ field, direction }) =>
    direction === 'asc' ? asc(sortColumns[field]) : desc(sortColumns[field]),
  );
  // Newest first unless the host asks otherwise; the id keeps equal keys in one order across pages.
  if (order.length === 0) order.push(desc(bookingRequests.createdAt));
  order.push(asc(bookingRequests.id));
  const [rows, totals] = await Promise.all([
    db
      .select(viewColumns)
      .from(bookingRequests)
      .innerJoin(units, eq(units.id, bookingRequests.unitId))
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .leftJoin(bookings, eq(bookings.id, bookingRequests.bookingId))
      .where(where)
      .orderBy(...order)
      .offset(options.offset)
      .limit(options.limit),
    db
      .select({ total: count() })
      .from(bookingRequests)
      .innerJoin(units, eq(units.id, bookingRequests.unitId))
      .leftJoin(bookings, eq(bookings.id, bookingRequests.bookingId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** One request of the host by public id; null for another host's or an unknown one. */
export async function findBookingRequestView(
  db: Database,
  hostId: string,
  publicId: string,
): Promise<BookingRequestView | null> {
  const [row] = await db
    .select(viewColumns)
    .from(bookingRequests)
    .innerJoin(units, eq(units.id, bookingRequests.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .leftJoin(bookings, eq(bookings.id, bookingRequests.bookingId))
    .where(and(eq(bookingRequests.hostId, hostId), eq(bookingRequests.publicId, publicId)))
    .limit(1);
  return row ?? null;
}

/**
 * Reads the request and holds its row until the transaction ends: a second answer to the same
 * request waits here and then reads the first one's outcome instead of deciding again.
 */
export async function lockBookingRequest(
  tx: Database,
  hostId: string,
  publicId: string,
): Promise<BookingRequestRow | null> {
  const [row] = await tx
    .select()
    .from(bookingRequests)
    .where(and(eq(bookingRequests.hostId, hostId), eq(bookingRequests.publicId, publicId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function insertBooking(tx: Database, values: NewBookingRow): Promise<BookingRow> {
  const [row] = await tx.insert(bookings).values(values).returning();
  if (!row) throw new Error('Booking insert returned nothing');
  return row;
}

export type RequestDecision =
  | { status: 'CONFIRMED'; bookingId: string }
  | {
      status: 'REJECTED';
      rejectReason: BookingRequestRejectReason;
      rejectSubReason: string | null;
      rejectExplanation: string | null;
    };

/**
 * Writes the answer, only onto a request still waiting for one (the row lock already makes sure;
 * the condition keeps a decided request from being decided twice even if a caller forgot the lock).
 */
export async function writeRequestDecision(
  tx: Database,
  requestId: string,
  decision: RequestDecision,
  at: Date,
): Promise<boolean> {
  const updated = await tx
    .update(bookingRequests)
    .set({ ...decision, respondedAt: at, updatedAt: at })
    .where(and(eq(bookingRequests.id, requestId), eq(bookingRequests.status, 'REQUESTED')))
    .returning({ id: bookingRequests.id });
  return updated.length > 0;
}

/** A request the expiry job moved to EXPIRED. */
export interface ExpiredBookingRequest {
  id: string;
  publicId: string;
  hostId: string;
}

/** Waiting for an answer whose deadline is `now` or earlier (booking_requests_status_expires_idx). */
function overdue(now: Date): SQL | undefined {
  return and(eq(bookingRequests.status, 'REQUESTED'), lte(bookingRequests.expiresAt, now));
}

/** Whether any request is waiting past its deadline: a read, so an idle tick writes nothing. */
export async function hasOverdueBookingRequests(db: Database, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(overdue(now))
    .limit(1);
  return row !== undefined;
}

/**
 * Moves up to `limit` overdue requests from REQUESTED to EXPIRED and answers those it moved. The
 * condition on the status is the update itself, so a request expires once whoever runs it and
 * however often: a second run, a host's answer committed first or another replica find nothing to
 * change. Rows a host's answer holds locked right now are skipped, not waited for; the next run
 * finds them if that answer did not decide them.
 */
export async function expireOverdueBookingRequests(
  tx: Database,
  now: Date,
  limit: number,
): Promise<ExpiredBookingRequest[]> {
  const due = tx
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(overdue(now))
    .orderBy(asc(bookingRequests.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(bookingRequests)
    .set({ status: 'EXPIRED', updatedAt: now })
    .where(and(inArray(bookingRequests.id, due), overdue(now)))
    .returning({
      id: bookingRequests.id,
      publicId: bookingRequests.publicId,
      hostId: bookingRequests.hostId,
    });
}

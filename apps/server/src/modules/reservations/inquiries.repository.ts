import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type {
  ReservationSortField,
  SortDirection,
} from '@hostdeck/contract/reservations/reservation-list.schemas';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { properties, units } from '../../db/schema/properties.table';
import {
  bookings,
  inquiries,
  type BookingRow,
  type InquiryRow,
  type NewBookingRow,
} from '../../db/schema/reservations.table';
import { likePattern } from '../staff/staff.repository';
import { holdingNightsOf } from './unit-availability';

/** The unit facts an inquiry's answer shows (its summary). */
const unitColumns = {
  publicId: units.publicId,
  title: units.title,
  propertyPublicId: properties.publicId,
};

export interface InquiryWithUnit {
  inquiry: InquiryRow;
  unit: { id: string; publicId: string; title: string | null; propertyPublicId: string };
}

function withUnit(row: { inquiry: InquiryRow; unit: Omit<InquiryWithUnit['unit'], 'id'> }): InquiryWithUnit {
  return { inquiry: row.inquiry, unit: { ...row.unit, id: row.inquiry.unitId } };
}

const ownInquiry = (hostId: string, publicId: string) =>
  and(eq(inquiries.hostId, hostId), eq(inquiries.publicId, publicId));

export async function findInquiry(
  db: Database,
  hostId: string,
  publicId: string,
): Promise<InquiryWithUnit | null> {
  const [row] = await db
    .select({ inquiry: inquiries, unit: unitColumns })
    .from(inquiries)
    .innerJoin(units, eq(units.id, inquiries.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(ownInquiry(hostId, publicId))
    .limit(1);
  return row ? withUnit(row) : null;
}

/**
 * The host's inquiry, its row locked until the transaction ends: a decision reads the status it
 * changes under this lock, so of two decisions racing on one inquiry the second sees the first's
 * answer instead of the status both started from.
 */
export async function lockInquiry(
  db: Database,
  hostId: string,
  publicId: string,
): Promise<InquiryRow | null> {
  const [row] = await db.select().from(inquiries).where(ownInquiry(hostId, publicId)).limit(1).for('update');
  return row ?? null;
}

export async function insertBooking(db: Database, values: NewBookingRow): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(values).returning();
  if (!row) throw new Error('Booking insert returned nothing');
  return row;
}

export async function updateInquiryRow(
  db: Database,
  id: string,
  changes: Partial<
    Pick<
      InquiryRow,
      'status' | 'bookingId' | 'respondedAt' | 'rejectReason' | 'rejectExplanation' | 'rejectMessage'
    >
  >,
): Promise<void> {
  await db
    .update(inquiries)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(inquiries.id, id));
}

interface InquiryListOptions {
  search: string | undefined;
  /** The unit's public id. */
  unitPublicId: string | undefined;
  archived: boolean | undefined;
  sorting: Partial<Record<ReservationSortField, SortDirection>>;
  offset: number;
  limit: number;
}

const sortColumns: Record<ReservationSortField, SQL | AnyPgColumn> = {
  // Names sort as people read them, whatever the case a guest typed.
  firstName: sql`lower(${inquiries.customerFirstName})`,
  lastName: sql`lower(${inquiries.customerLastName})`,
  createdAt: inquiries.createdAt,
  checkIn: inquiries.checkIn,
  checkOut: inquiries.checkOut,
};

function listConditions(hostId: string, options: InquiryListOptions): SQL {
  const conditions: SQL[] = [eq(inquiries.hostId, hostId)];
  if (options.archived !== undefined) conditions.push(eq(inquiries.archived, options.archived));
  if (options.unitPublicId) conditions.push(eq(units.publicId, options.unitPublicId));
  if (options.search) {
    const pattern = likePattern(options.search);
    const match = or(
      ilike(inquiries.customerFirstName, pattern),
      ilike(inquiries.customerLastName, pattern),
      ilike(sql`${inquiries.customerFirstName} || ' ' || ${inquiries.customerLastName}`, pattern),
      // The code a host quotes: the inquiry's own, or the booking's once confirmed.
      ilike(inquiries.publicId, pattern),
      ilike(bookings.publicId, pattern),
      ilike(units.title, pattern),
    );
    if (match) conditions.push(match);
  }
  return and(...conditions) as SQL;
}

/** A page of the host's inquiries and how many match in all. */
export async function listInquiries(
  db: Database,
  hostId: string,
  options: InquiryListOptions,
): Promise<{ rows: InquiryWithUnit[]; total: number }> {
  const where = listConditions(hostId, options);
  const order = Object.entries(options.sorting).map(([field, direction]) => {
    const column = sortColumns[field as ReservationSortField];
    return direction === 'asc' ? asc(column) : desc(column);
  });
  // Newest first unless the host chose otherwise; the id keeps pages stable among equal values.
  order.push(desc(inquiries.createdAt), asc(inquiries.id));
  const [rows, totals] = await Promise.all([
    db
      .select({ inquiry: inquiries, unit: unitColumns })
      .from(inquiries)
      .innerJoin(units, eq(units.id, inquiries.unitId))
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .leftJoin(bookings, eq(bookings.id, inquiries.bookingId))
      .where(where)
      .orderBy(...order)
      .offset(options.offset)
      .limit(options.limit),
    db
      .select({ total: count() })
      .from(inquiries)
      .innerJoin(units, eq(units.id, inquiries.unitId))
      .leftJoin(bookings, eq(bookings.id, inquiries.bookingId))
      .where(where),
  ]);
  return { rows: rows.map(withUnit), total: totals[0]?.total ?? 0 };
}

/**
 * The stays that hold nights of a unit between `checkIn` and `checkOut` (bookings not cancelled),
 * by check-in, a page of them and how many in all. `exceptBookingId`: the inquiry's own booking,
 * which overlaps it by definition once confirmed.
 */
export async function listOverlappingBookings(
  db: Database,
  stay: { unitId: string; checkIn: string; checkOut: string; exceptBookingId: string | null },
  page: { offset: number; limit: number },
) {
  const where = holdingNightsOf(stay);
  const [rows, totals] = await Promise.all([
    db
      .select({ checkIn: bookings.checkIn, checkOut: bookings.checkOut, source: bookings.source })
      .from(bookings)
      .where(where)
      .orderBy(asc(bookings.checkIn), asc(bookings.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(bookings).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

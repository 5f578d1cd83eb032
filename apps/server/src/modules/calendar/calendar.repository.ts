import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { InquiryStatus } from '@hostdeck/contract/reservations/inquiry.schemas';
import type { Database } from '../../db/client';
import { calendarBlocks, icalFeeds, unitDaySettings } from '../../db/schema/calendar.table';
import { unitSeasons } from '../../db/schema/listing.table';
import { promotions } from '../../db/schema/promotions.table';
import { properties, units } from '../../db/schema/properties.table';
import { bookingRequests, bookings, inquiries } from '../../db/schema/reservations.table';
import { RELEASED_BOOKING_STATUSES } from '../reservations/unit-availability';
import { liveUnitOf } from '../units/units.repository';

/** A database or an open transaction. */
type Executor = Pick<Database, 'select' | 'insert' | 'delete' | 'execute'>;

/** Inquiries still waiting for the host's answer: drawn, but they hold no night. */
const PENDING_INQUIRY_STATUSES: readonly InquiryStatus[] = ['REQUESTED', 'ACTION_NEEDED'];
/** Inquiries the host confirmed (and what follows a confirmed stay): they hold their nights. */
const CONFIRMED_INQUIRY_STATUSES: readonly InquiryStatus[] = [
  'CONFIRMED',
  'IN_REVIEW_COLLECTION',
  'REVIEW_COLLECTED',
  'NO_REVIEW_COLLECTED',
];

interface Window {
  dateFrom: string;
  dateTo: string;
}

const unitColumns = {
  id: units.id,
  publicId: units.publicId,
  title: units.title,
  currency: units.currency,
  calendarStatus: units.calendarStatus,
  pricePerNight: units.pricePerNight,
  minNights: units.minNights,
  maxNights: units.maxNights,
  minimumNoticeDays: units.minimumNoticeDays,
  preparationDays: units.preparationDays,
  bookingWindowDays: units.bookingWindowDays,
  checkInDays: units.checkInDays,
  propertyPublicId: properties.publicId,
  propertyTitle: properties.title,
};
export type CalendarUnitRow = NonNullable<Awaited<ReturnType<typeof findCalendarUnit>>>;

/** One live unit of the host with what its calendar needs; null for anything else (another host's). */
export async function findCalendarUnit(db: Pick<Database, 'select'>, hostId: string, publicId: string) {
  const [row] = await db
    .select(unitColumns)
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(liveUnitOf(hostId), eq(units.publicId, publicId)))
    .limit(1);
  return row ?? null;
}

/** The host's live units among `publicIds` (unknown and other hosts' ids are simply missing). */
export async function findLiveUnitIds(db: Database, hostId: string, publicIds: readonly string[]) {
  return db
    .select({ id: units.id, publicId: units.publicId })
    .from(units)
    .where(and(liveUnitOf(hostId), inArray(units.publicId, [...publicIds])));
}

/** A page of the host's live units, property by property in the order they were made, and how many in all. */
export async function findTimelineUnits(
  db: Database,
  hostId: string,
  filter: { propertyId: string | null; offset: number; limit: number },
) {
  const where = and(
    liveUnitOf(hostId),
    filter.propertyId ? eq(units.propertyId, filter.propertyId) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(unitColumns)
      .from(units)
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .where(where)
      .orderBy(
        asc(properties.createdAt),
        asc(properties.id),
        asc(units.position),
        asc(units.createdAt),
        asc(units.id),
      )
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(units).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * Everything drawn on or shaping the nights of `unitIds` in the window, one query per table
 * whatever the number of units and nights. Stays are read from `stayReach` nights before the window
 * too, since the preparation nights after a stay that ended before it may fall inside it.
 */
export async function readCalendarFacts(
  db: Pick<Database, 'select'>,
  hostId: string,
  unitIds: readonly string[],
  window: Window,
  options: { stayReachFrom: string; now: Date },
) {
  if (unitIds.length === 0) {
    return {
      seasons: [],
      settings: [],
      promotions: [],
      bookings: [],
      requests: [],
      inquiries: [],
      blocks: [],
    };
  }
  const ids = [...unitIds];
  const stayWindow = { dateFrom: options.stayReachFrom, dateTo: window.dateTo };
  const [seasonRows, settingRows, promotionRows, bookingRows, requestRows, inquiryRows, blockRows] =
    await Promise.all([
      db
        .select({
          id: unitSeasons.id,
          unitId: unitSeasons.unitId,
          name: unitSeasons.name,
          startDate: unitSeasons.startDate,
          endDate: unitSeasons.endDate,
          nightly: unitSeasons.nightly,
          minimumStayNights: unitSeasons.minimumStayNights,
          maxStayNights: unitSeasons.maxStayNights,
          checkInDays: unitSeasons.checkInDays,
        })
        .from(unitSeasons)
        .where(
          and(
            inArray(unitSeasons.unitId, ids),
            lt(unitSeasons.startDate, window.dateTo),
            gte(unitSeasons.endDate, window.dateFrom),
          ),
        )
        .orderBy(asc(unitSeasons.startDate), asc(unitSeasons.position)),
      db
        .select({
          unitId: unitDaySettings.unitId,
          day: unitDaySettings.day,
          pricePerNight: unitDaySettings.pricePerNight,
          minStayNights: unitDaySettings.minStayNights,
          maxStayNights: unitDaySettings.maxStayNights,
        })
        .from(unitDaySettings)
        .where(
          and(
            inArray(unitDaySettings.unitId, ids),
            gte(unitDaySettings.day, window.dateFrom),
            lt(unitDaySettings.day, window.dateTo),
          ),
        ),
      db
        .select({
          unitId: promotions.unitId,
          type: promotions.type,
          discountPercent: promotions.discountPercent,
          status: promotions.status,
        })
        .from(promotions)
        .where(and(inArray(promotions.unitId, ids), eq(promotions.status, 'ACTIVE'))),
      db
        .select({
          id: bookings.id,
          publicId: bookings.publicId,
          unitId: bookings.unitId,
          checkIn: bookings.checkIn,
          checkOut: bookings.checkOut,
          status: bookings.status,
          source: bookings.source,
          channelKeyId: bookings.channelKeyId,
          guestFirstName: bookings.guestFirstName,
          guestLastName: bookings.guestLastName,
          inquiryPublicId: inquiries.publicId,
          inquiryStatus: inquiries.status,
        })
        .from(bookings)
        // The unit condition lets the join read the units' inquiries only, not the whole table.
        .leftJoin(inquiries, and(eq(inquiries.bookingId, bookings.id), inArray(inquiries.unitId, ids)))
        .where(
          and(
            // With the host, the stays ending after the window's start come from the host's
            // check-out index, however many past stays the units have.
            eq(bookings.hostId, hostId),
            inArray(bookings.unitId, ids),
            overlapping(bookings.checkIn, bookings.checkOut, stayWindow),
            notInArray(bookings.status, [...RELEASED_BOOKING_STATUSES]),
          ),
        )
        .orderBy(asc(bookings.checkIn), asc(bookings.id)),
      db
        .select({
          publicId: bookingRequests.publicId,
          unitId: bookingRequests.unitId,
          checkIn: bookingRequests.checkIn,
          checkOut: bookingRequests.checkOut,
          status: bookingRequests.status,
          guestFirstName: bookingRequests.guestFirstName,
          guestLastName: bookingRequests.guestLastName,
        })
        .from(bookingRequests)
        .where(
          and(
            eq(bookingRequests.hostId, hostId),
            inArray(bookingRequests.unitId, ids),
            overlapping(bookingRequests.checkIn, bookingRequests.checkOut, stayWindow),
            pendingRequest(options.now),
          ),
        )
        .orderBy(asc(bookingRequests.checkIn), asc(bookingRequests.id)),
      db
        .select({
          publicId: inquiries.publicId,
          unitId: inquiries.unitId,
          checkIn: inquiries.checkIn,
          checkOut: inquiries.checkOut,
          status: inquiries.status,
          customerFirstName: inquiries.customerFirstName,
          customerLastName: inquiries.customerLastName,
        })
        .from(inquiries)
        .where(
          and(
            eq(inquiries.hostId, hostId),
            inArray(inquiries.unitId, ids),
            overlapping(inquiries.checkIn, inquiries.checkOut, stayWindow),
            or(inArray(inquiries.status, [...PENDING_INQUIRY_STATUSES]), confirmedInquiryWithoutBooking()),
          ),
        )
        .orderBy(asc(inquiries.checkIn), asc(inquiries.id)),
      db
        .select({
          id: calendarBlocks.id,
          unitId: calendarBlocks.unitId,
          dateFrom: calendarBlocks.dateFrom,
          dateTo: calendarBlocks.dateTo,
          source: calendarBlocks.source,
          summary: calendarBlocks.summary,
          feedName: icalFeeds.name,
          channelKeyId: icalFeeds.channelKeyId,
        })
        .from(calendarBlocks)
        .leftJoin(icalFeeds, eq(icalFeeds.id, calendarBlocks.feedId))
        .where(
          and(
            inArray(calendarBlocks.unitId, ids),
            overlapping(calendarBlocks.dateFrom, calendarBlocks.dateTo, window),
          ),
        )
        .orderBy(asc(calendarBlocks.dateFrom), asc(calendarBlocks.id)),
    ]);
  return {
    seasons: seasonRows,
    settings: settingRows,
    promotions: promotionRows,
    bookings: bookingRows,
    requests: requestRows,
    inquiries: inquiryRows,
    blocks: blockRows,
  };
}
export type CalendarFacts = Awaited<ReturnType<typeof readCalendarFacts>>;

/** Rows whose half-open [from, to) shares a night with the window. */
function overlapping(from: AnyPgColumn, to: AnyPgColumn, window: Window): SQL {
  return and(lt(from, window.dateTo), gt(to, window.dateFrom)) as SQL;
}

/** A booking request still waiting for the host: it holds its nights until answered or expired. */
function pendingRequest(now: Date): SQL {
  return and(eq(bookingRequests.status, 'REQUESTED'), gt(bookingRequests.expiresAt, now)) as SQL;
}

/** A confirmed inquiry without a booking of its own (with one, the booking stands for it). */
function confirmedInquiryWithoutBooking(): SQL {
  return and(inArray(inquiries.status, [...CONFIRMED_INQUIRY_STATUSES]), isNull(inquiries.bookingId)) as SQL;
}

/**
 * Whether a booking not cancelled, a pending booking request or a confirmed inquiry holds a night
 * of the range on the unit: a manual block may not cover such nights.
 */
export async function stayHoldsNights(
  db: Pick<Database, 'select'>,
  unitId: string,
  range: Window,
  now: Date,
) {
  const [booking, request, inquiry] = await Promise.all([
    db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.unitId, unitId),
          overlapping(bookings.checkIn, bookings.checkOut, range),
          notInArray(bookings.status, [...RELEASED_BOOKING_STATUSES]),
        ),
      )
      .limit(1),
    db
      .select({ id: bookingRequests.id })
      .from(bookingRequests)
      .where(
        and(
          eq(bookingRequests.unitId, unitId),
          overlapping(bookingRequests.checkIn, bookingRequests.checkOut, range),
          pendingRequest(now),
        ),
      )
      .limit(1),
    db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(
        and(
          eq(inquiries.unitId, unitId),
          overlapping(inquiries.checkIn, inquiries.checkOut, range),
          confirmedInquiryWithoutBooking(),
        ),
      )
      .limit(1),
  ]);
  return booking.length + request.length + inquiry.length > 0;
}

/** The unit's manual blocks that share a night with the range or, with `touching`, end or start at it. */
export async function findManualBlocks(
  db: Pick<Database, 'select'>,
  unitId: string,
  range: Window,
  options: { touching: boolean },
) {
  return db
    .select({ id: calendarBlocks.id, dateFrom: calendarBlocks.dateFrom, dateTo: calendarBlocks.dateTo })
    .from(calendarBlocks)
    .where(
      and(
        eq(calendarBlocks.unitId, unitId),
        eq(calendarBlocks.source, 'manual'),
        options.touching
          ? and(lte(calendarBlocks.dateFrom, range.dateTo), gte(calendarBlocks.dateTo, range.dateFrom))
          : overlapping(calendarBlocks.dateFrom, calendarBlocks.dateTo, range),
      ),
    )
    .orderBy(asc(calendarBlocks.dateFrom));
}

/** Replaces manual blocks of the unit by the given ranges (in the caller's transaction). */
export async function replaceManualBlocks(
  db: Executor,
  unit: { id: string; hostId: string },
  removeIds: readonly string[],
  ranges: readonly Window[],
): Promise<void> {
  if (removeIds.length > 0) await db.delete(calendarBlocks).where(inArray(calendarBlocks.id, [...removeIds]));
  if (ranges.length > 0) {
    await db.insert(calendarBlocks).values(
      ranges.map((range) => ({
        unitId: unit.id,
        hostId: unit.hostId,
        dateFrom: range.dateFrom,
        dateTo: range.dateTo,
        source: 'manual' as const,
      })),
    );
  }
}

/**
 * Writes the host's nightly price (minor units) or stay limits on every night of the range of every
 * unit, in one statement whatever their number: a night's row is made or its columns overwritten.
 * Rows left with nothing set are removed, so "as the unit says" is never stored.
 */
export async function writeDaySettings(
  db: Executor,
  unitIds: readonly string[],
  range: Window,
  change:
    | { kind: 'price'; pricePerNight: number | null }
    | { kind: 'stay'; minStayNights: number | null; maxStayNights: number | null },
): Promise<void> {
  const idList = sql.join(
    unitIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const nights = sql`generate_series(${range.dateFrom}::date, ${range.dateTo}::date - 1, interval '1 day')`;
  if (change.kind === 'price') {
    await db.execute(sql`
      insert into ${unitDaySettings} (unit_id, day, price_per_night, updated_at)
      select u.id, n.night::date, ${change.pricePerNight}::integer, now()
      from unnest(array[${idList}]) as u(id) cross join ${nights} as n(night)
      on conflict (unit_id, day) do update
        set price_per_night = excluded.price_per_night, updated_at = excluded.updated_at`);
  } else {
    await db.execute(sql`
      insert into ${unitDaySettings} (unit_id, day, min_stay_nights, max_stay_nights, updated_at)
      select u.id, n.night::date, ${change.minStayNights}::integer, ${change.maxStayNights}::integer, now()
      from unnest(array[${idList}]) as u(id) cross join ${nights} as n(night)
      on conflict (unit_id, day) do update
        set min_stay_nights = excluded.min_stay_nights, max_stay_nights = excluded.max_stay_nights,
            updated_at = excluded.updated_at`);
  }
  await db
    .delete(unitDaySettings)
    .where(
      and(
        inArray(unitDaySettings.unitId, [...unitIds]),
        gte(unitDaySettings.day, range.dateFrom),
        lt(unitDaySettings.day, range.dateTo),
        isNull(unitDaySettings.pricePerNight),
        isNull(unitDaySettings.minStayNights),
        isNull(unitDaySettings.maxStayNights),
      ),
    );
}

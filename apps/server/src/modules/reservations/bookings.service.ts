import type { z } from 'zod';
import { isoDayOf } from '@hostdeck/contract/calendar/iso-day.rules';
import { makePagination } from '@hostdeck/contract/http/pagination.schemas';
import type { BookingType } from '@hostdeck/contract/properties/property-unit-options.schemas';
import {
  type Booking,
  type BookingStatus,
  type CancelBookingBody,
} from '@hostdeck/contract/reservations/booking.schemas';
import { isOtherReasonUnexplained } from '@hostdeck/contract/reservations/reservation-stay.schemas';
import type {
  bookingListQuerySchema,
  ReservationSortField,
  SortDirection,
} from '@hostdeck/contract/reservations/reservation-list.schemas';
import type { Database } from '../../db/client';
import type { BookingRow } from '../../db/schema/reservations.table';
import type { FileStorage } from '../../storage/file-storage';
import { publishMessagingEvent } from '../messaging/messaging-bus';
import { findCoverPhotos } from '../properties/properties.repository';
import { setTaskStatus } from '../tasks/tasks.repository';
import { updateBookingTypes } from '../units/units.repository';
import { breakdownOf, guestOf, partyOf, priceOf, unitSummaryOf } from './reservation-parts.mappers';
import { reservationErrors } from './reservations.errors';
import {
  findBooking,
  findBookingPage,
  lockBooking,
  updateBookingRow,
  type BookingListFilter,
  type BookingRecord,
  type BookingTab,
} from './bookings.repository';

export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

export interface BookingContext {
  db: Database;
  storage: FileStorage;
}

/**
 * A booking made from a request or an inquiry waited for the host's answer; every other one
 * (our platform, the host's own entry, a channel) was booked at once.
 */
function bookingTypeOf(source: BookingRow['source']): BookingType {
  return source === 'booking_request' || source === 'inquiry' ? 'onRequest' : 'onLine';
}

async function toBookings({ db, storage }: BookingContext, records: BookingRecord[]): Promise<Booking[]> {
  const covers = await findCoverPhotos(db, [...new Set(records.map((record) => record.unit.id))]);
  return records.map(({ booking, unit, propertyPublicId }) => {
    const cover = covers.get(unit.id);
    return {
      id: booking.publicId,
      bookingCode: booking.publicId,
      status: booking.status,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      propertyUnitSummary: unitSummaryOf(
        unit,
        propertyPublicId,
        cover ? storage.url(cover.thumbnailKey ?? cover.storageKey) : null,
      ),
      guest: guestOf(booking),
      guests: partyOf(booking),
      totalPrice: priceOf(booking),
      priceBreakdown: breakdownOf(booking),
      paymentOption: booking.paymentOption,
      bookingType: bookingTypeOf(booking.source),
      createdAt: booking.createdAt.toISOString(),
      cancelledBy: booking.cancelledBy,
      cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    };
  });
}

/** Arrivals read best soonest first; the other tabs show the latest bookings first. */
function defaultSorting(tab: BookingTab | undefined): [ReservationSortField, SortDirection][] {
  return tab === 'upcoming' || tab === 'current' ? [['checkIn', 'asc']] : [['createdAt', 'desc']];
}

/** The bookings a list query names: its tab, status, unit, search and check-in days. */
export function bookingFilterOf(criteria: BookingListQuery['criteria'], today: string): BookingListFilter {
  return {
    today,
    tab: criteria?.tab,
    status: criteria?.status,
    unitPublicId: criteria?.unitId,
    search: criteria?.search,
    checkInFrom: criteria?.checkIn?.from,
    checkInTo: criteria?.checkIn?.to,
  };
}

/** The host's chosen order (the first field named sorts first), else the tab's default. */
export function bookingSortingOf(
  query: Pick<BookingListQuery, 'criteria' | 'sorting'>,
): [ReservationSortField, SortDirection][] {
  const chosen = Object.entries(query.sorting ?? {}).filter(
    (entry): entry is [ReservationSortField, SortDirection] => entry[1] !== undefined,
  );
  return chosen.length > 0 ? chosen : defaultSorting(query.criteria?.tab);
}

export async function listBookings(
  context: BookingContext,
  hostId: string,
  query: BookingListQuery,
  now = new Date(),
) {
  const { rows, total } = await findBookingPage(
    context.db,
    hostId,
    bookingFilterOf(query.criteria, isoDayOf(now)),
    { sorting: bookingSortingOf(query), offset: (query.page - 1) * query.limit, limit: query.limit },
  );
  return {
    items: await toBookings(context, rows),
    pagination: makePagination(query.page, query.limit, total),
  };
}

async function presentBooking(context: BookingContext, hostId: string, publicId: string): Promise<Booking> {
  const record = await findBooking(context.db, hostId, publicId);
  if (!record) throw reservationErrors.bookingNotFound();
  const [booking] = await toBookings(context, [record]);
  if (!booking) throw reservationErrors.bookingNotFound();
  return booking;
}

export function getBooking(context: BookingContext, hostId: string, publicId: string): Promise<Booking> {
  return presentBooking(context, hostId, publicId);
}

/** Only a confirmed stay that has not ended can still be called off. */
export function isCancellable(booking: { status: BookingStatus; checkOut: string }, today: string): boolean {
  return booking.status === 'CONFIRMED' && booking.checkOut >= today;
}

/**
 * The host cancels a confirmed stay: CANCELLED_BY_OWNER with the reason, in one transaction
 * around a locked row, so of two cancels racing for the same booking exactly one succeeds and the
 * other sees it cancelled. A cancelled booking no longer holds its nights, so the unit is free
 * for those dates again without anything else being written.
 */
export async function cancelBooking(
  context: BookingContext,
  hostId: string,
  publicId: string,
  body: CancelBookingBody,
  now = new Date(),
): Promise<Booking> {
  if (isOtherReasonUnexplained(body)) throw reservationErrors.explanationRequired();
  await context.db.transaction(async (tx) => {
    const row = await lockBooking(tx, hostId, publicId);
    if (!row) throw reservationErrors.bookingNotFound();
    if (!isCancellable(row, isoDayOf(now))) throw reservationErrors.notCancellable(row.status);
    await updateBookingRow(tx, row.id, {
      status: 'CANCELLED_BY_OWNER',
      cancelledBy: 'OWNER',
      cancelReason: body.reason,
      cancelSubReason: body.subReason ?? null,
      // An empty explanation is no explanation.
      cancelExplanation: body.explanation || null,
      cancelledAt: now,
    });
  });
  // The host's other tabs drop the stay from their lists and calendars.
  await publishMessagingEvent(context.db, {
    type: 'reservation.cancelled',
    hostId,
    kind: 'booking',
    reservationId: publicId,
  });
  return presentBooking(context, hostId, publicId);
}

/**
 * The bulk switch: every live unit of the host still taking requests takes instant bookings from
 * now on, and the host's task asking for that switch is done (written together, so the task never
 * says done while units are still on request). The units module owns how the booking type is
 * stored and the tasks module how a task's status is; this only asks them for the change.
 */
export async function switchRemainingToInstantBooking(
  db: Database,
  hostId: string,
): Promise<{ updatedUnitIds: string[]; bookingType: BookingType }> {
  const bookingType: BookingType = 'onLine';
  const updatedUnitIds = await db.transaction(async (tx) => {
    const changed = await updateBookingTypes(tx, hostId, bookingType, undefined);
    await setTaskStatus(tx, hostId, 'bulk_switch_to_instant_booking', 'done');
    return changed;
  });
  return { updatedUnitIds, bookingType };
}

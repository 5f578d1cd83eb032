import { csvLine } from '@hostdeck/contract/http/csv.rules';
import type { AppLocale } from '@hostdeck/contract/i18n/locale.schemas';
import {
  bookingExportColumns,
  reservationExportFileName,
  type bookingExportQuerySchema,
} from '@hostdeck/contract/reservations/booking-export.schemas';
import type {
  ReservationSortField,
  SortDirection,
} from '@hostdeck/contract/reservations/reservation-list.schemas';
import { bookingDisplayStatus } from '@hostdeck/contract/reservations/reservations.rules';
import type { z } from 'zod';
import type { FileAnswer } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import { exportAmount, exportDay, exportTextIn, nightsBetween, streamCsvFile } from './csv-file-stream';
import {
  findBookingRecords,
  type BookingListFilter,
  type BookingRecord,
  type BookingTab,
} from './bookings.repository';

export type BookingExportQuery = z.output<typeof bookingExportQuerySchema>;

/** The same order the list shows by default: arrivals soonest first, every other tab newest first. */
function exportSorting(query: BookingExportQuery): [ReservationSortField, SortDirection][] {
  const chosen = Object.entries(query.sorting ?? {}).filter(
    (entry): entry is [ReservationSortField, SortDirection] => entry[1] !== undefined,
  );
  if (chosen.length > 0) return chosen;
  const tab = query.criteria?.tab;
  return tab === 'upcoming' || tab === 'current' ? [['checkIn', 'asc']] : [['createdAt', 'desc']];
}

/**
 * One line of the file. Dates are ISO (`2026-12-20`) and the total a plain number with a point,
 * so a spreadsheet sorts and sums them whatever its language; the status is in words.
 */
function bookingLine({ booking, unit }: BookingRecord, text: (key: string) => string, today: string): string {
  return csvLine([
    booking.publicId,
    text(`status.booking.${bookingDisplayStatus(booking, today)}`),
    `${booking.guestFirstName} ${booking.guestLastName}`.trim(),
    // The table counts adults and children together in `guests`; infants come on top.
    booking.guests,
    booking.infants,
    unit.title ?? text('filters.untitledUnit'),
    booking.checkIn,
    booking.checkOut,
    nightsBetween(booking.checkIn, booking.checkOut),
    exportAmount(booking.totalPrice),
    booking.currency,
    exportDay(booking.createdAt),
  ]);
}

/**
 * Every booking of the host matching the list's tab, filters and order, as a CSV file: a header
 * row in the caller's language, then one line per booking. Only the host's own bookings are read.
 */
export async function exportBookings(
  db: Database,
  hostId: string,
  query: BookingExportQuery,
  locale: AppLocale | null,
  now = new Date(),
): Promise<FileAnswer> {
  const today = exportDay(now);
  const criteria = query.criteria ?? {};
  const tab: BookingTab | undefined = criteria.tab;
  const text = exportTextIn(locale);
  const filter: BookingListFilter = {
    today,
    tab,
    status: criteria.status,
    unitPublicId: criteria.unitId,
    search: criteria.search,
    checkInFrom: criteria.checkIn?.from,
    checkInTo: criteria.checkIn?.to,
  };
  const sorting = exportSorting(query);

  const body = await streamCsvFile(
    bookingExportColumns.map((column) => text(`export.columns.${column}`)),
    (offset, limit) => findBookingRecords(db, hostId, filter, { sorting, offset, limit }),
    (record) => bookingLine(record, text, today),
  );
  return { fileName: reservationExportFileName(tab, today), body };
}

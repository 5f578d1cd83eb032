import { csvLine } from '@hostdeck/contract/http/csv.rules';
import type { AppLocale } from '@hostdeck/contract/i18n/locale.schemas';
import {
  bookingExportColumns,
  reservationExportFileName,
  type bookingExportQuerySchema,
} from '@hostdeck/contract/reservations/booking-export.schemas';
import { bookingDisplayStatus } from '@hostdeck/contract/reservations/reservations.rules';
import type { z } from 'zod';
import type { FileAnswer } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import { isoDayOf } from '@hostdeck/contract/calendar/iso-day.rules';
import { nightCount } from '@hostdeck/contract/calendar/night-ranges.rules';
import { exportAmount, exportTextIn, streamCsvFile } from './csv-file-stream';
import { findBookingRecords, type BookingRecord } from './bookings.repository';
import { bookingFilterOf, bookingSortingOf } from './bookings.service';

export type BookingExportQuery = z.output<typeof bookingExportQuerySchema>;

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
    nightCount({ dateFrom: booking.checkIn, dateTo: booking.checkOut }),
    exportAmount(booking.totalPrice),
    booking.currency,
    isoDayOf(booking.createdAt),
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
  const today = isoDayOf(now);
  const text = exportTextIn(locale);
  // The list call's own filter and order, so the file holds the rows the tab pages through.
  const filter = bookingFilterOf(query.criteria, today);
  const sorting = bookingSortingOf(query);

  const body = await streamCsvFile(
    bookingExportColumns.map((column) => text(`export.columns.${column}`)),
    (offset, limit) => findBookingRecords(db, hostId, filter, { sorting, offset, limit }),
    (record) => bookingLine(record, text, today),
  );
  return { fileName: reservationExportFileName(filter.tab, today), body };
}

import { csvLine } from '@hostdeck/contract/http/csv.rules';
import type { AppLocale } from '@hostdeck/contract/i18n/locale.schemas';
import { reservationExportFileName } from '@hostdeck/contract/reservations/booking-export.schemas';
import {
  bookingRequestExportColumns,
  bookingRequestExportTab,
  type bookingRequestExportQuerySchema,
} from '@hostdeck/contract/reservations/booking-request-export.schemas';
import { bookingRequestDisplayStatus } from '@hostdeck/contract/reservations/reservations.rules';
import type { z } from 'zod';
import type { FileAnswer } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import { findBookingRequestPage, type BookingRequestView } from './booking-requests.repository';
import { bookingRequestFilterOf, bookingRequestSortOf } from './booking-requests.service';
import { isoDayOf } from '@hostdeck/contract/calendar/iso-day.rules';
import { nightCount } from '@hostdeck/contract/calendar/night-ranges.rules';
import { exportAmount, exportTextIn, streamCsvFile } from './csv-file-stream';

type BookingRequestExportQuery = z.output<typeof bookingRequestExportQuerySchema>;

/**
 * The moment a request must be answered by, in UTC to the minute (`2026-11-28 14:05`): a form
 * every spreadsheet reads as a date and time; the header says it is UTC.
 */
function answerByOf(expiresAt: Date): string {
  return expiresAt.toISOString().slice(0, 16).replace('T', ' ');
}

/** One line of the file: dates ISO, the total a plain number with a point, the status in words. */
function requestLine({ request, unit }: BookingRequestView, text: (key: string) => string): string {
  return csvLine([
    `${request.guestFirstName} ${request.guestLastName}`.trim(),
    request.guests,
    unit.title ?? text('filters.untitledUnit'),
    request.checkIn,
    request.checkOut,
    nightCount({ dateFrom: request.checkIn, dateTo: request.checkOut }),
    exportAmount(request.totalPrice),
    request.currency,
    text(`status.request.${bookingRequestDisplayStatus(request.status)}`),
    isoDayOf(request.createdAt),
    answerByOf(request.expiresAt),
  ]);
}

/**
 * Every booking request of the host matching the list's state, filters and order (the list call's
 * own filter and order, so the file holds the rows the tab pages through), as a CSV file with a
 * header row in the caller's language. Only the host's own requests are read.
 */
export async function exportBookingRequests(
  db: Database,
  hostId: string,
  query: BookingRequestExportQuery,
  locale: AppLocale | null,
  now = new Date(),
): Promise<FileAnswer> {
  const text = exportTextIn(locale);
  const filter = bookingRequestFilterOf(query.criteria);
  const sort = bookingRequestSortOf(query.sorting);
  const body = await streamCsvFile(
    bookingRequestExportColumns.map((column) => text(`export.columns.${column}`)),
    async (offset, limit) => (await findBookingRequestPage(db, hostId, { filter, sort, offset, limit })).rows,
    (view) => requestLine(view, text),
  );
  return { fileName: reservationExportFileName(bookingRequestExportTab(filter.state), isoDayOf(now)), body };
}

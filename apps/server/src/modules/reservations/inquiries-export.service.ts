import { csvLine } from '@hostdeck/contract/http/csv.rules';
import type { AppLocale } from '@hostdeck/contract/i18n/locale.schemas';
import { reservationExportFileName } from '@hostdeck/contract/reservations/booking-export.schemas';
import {
  inquiryExportColumns,
  inquiryExportTab,
  type inquiryExportQuerySchema,
} from '@hostdeck/contract/reservations/inquiry-export.schemas';
import { inquiryDisplayStatus } from '@hostdeck/contract/reservations/reservations.rules';
import type { z } from 'zod';
import type { FileAnswer } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import { isoDayOf } from '@hostdeck/contract/calendar/iso-day.rules';
import { nightCount } from '@hostdeck/contract/calendar/night-ranges.rules';
import { exportTextIn, streamCsvFile } from './csv-file-stream';
import { listInquiries, type InquiryWithUnit } from './inquiries.repository';
import { inquiryFilterOf } from './inquiries.service';

type InquiryExportQuery = z.output<typeof inquiryExportQuerySchema>;

/** One line of the file: dates ISO, the status in words. An inquiry's price is not settled: no total. */
function inquiryLine({ inquiry, unit }: InquiryWithUnit, text: (key: string) => string): string {
  return csvLine([
    `${inquiry.customerFirstName} ${inquiry.customerLastName}`.trim(),
    inquiry.guests,
    unit.title ?? text('filters.untitledUnit'),
    inquiry.checkIn,
    inquiry.checkOut,
    nightCount({ dateFrom: inquiry.checkIn, dateTo: inquiry.checkOut }),
    text(`status.inquiry.${inquiryDisplayStatus(inquiry.status)}`),
    isoDayOf(inquiry.createdAt),
  ]);
}

/**
 * Every inquiry of the host matching the list's tab (archived or not), filters and order (the list
 * call's own), as a CSV file with a header row in the caller's language. Only the host's own
 * inquiries are read.
 */
export async function exportInquiries(
  db: Database,
  hostId: string,
  query: InquiryExportQuery,
  locale: AppLocale | null,
  now = new Date(),
): Promise<FileAnswer> {
  const text = exportTextIn(locale);
  const filter = inquiryFilterOf(query);
  const body = await streamCsvFile(
    inquiryExportColumns.map((column) => text(`export.columns.${column}`)),
    async (offset, limit) => (await listInquiries(db, hostId, { ...filter, offset, limit })).rows,
    (row) => inquiryLine(row, text),
  );
  return { fileName: reservationExportFileName(inquiryExportTab(filter.archived), isoDayOf(now)), body };
}

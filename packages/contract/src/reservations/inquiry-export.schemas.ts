import type { z } from 'zod';
import { stayExportColumns } from './booking-export.schemas';
import { inquiryListQuerySchema } from './reservation-list.schemas';

/**
 * GET /api/app/booking-inquiries/export.csv: the filters and order of the inquiries list (the
 * inquiries and archived inquiries tabs), without the page: the file holds every matching inquiry.
 */
export const inquiryExportQuerySchema = inquiryListQuerySchema.omit({ page: true, limit: true });
export type InquiryExportQuery = z.input<typeof inquiryExportQuerySchema>;

/** The columns of the inquiries file, in order; each is named by `reservations:export.columns.<key>`. */
export const inquiryExportColumns = [...stayExportColumns, 'status', 'receivedOn'] as const;

/** The tab an inquiries file comes from. */
export function inquiryExportTab(archived: boolean | undefined): string {
  return archived ? 'inquiries-archived' : 'inquiries';
}

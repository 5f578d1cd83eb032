import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { bookingRequestExportQuerySchema } from './booking-request-export.schemas';
import { inquiryExportQuerySchema } from './inquiry-export.schemas';

// The requests and inquiries files, in a module of their own like the bookings file: only the
// export button loads them, not the app shell.
export const exportBookingRequests = defineEndpoint({
  method: 'GET',
  path: '/api/app/booking-requests/export.csv',
  access: 'host',
  shape: 'designed',
  summary:
    'Every booking request of a requests tab with its filters and order, as a CSV file (UTF-8 with BOM, headers in the language asked for, file name in content-disposition).',
  query: bookingRequestExportQuerySchema,
  response: z.string(),
  responseType: 'file',
  fileType: 'text/csv; charset=utf-8',
});

export const exportInquiries = defineEndpoint({
  method: 'GET',
  path: '/api/app/booking-inquiries/export.csv',
  access: 'host',
  shape: 'designed',
  summary:
    'Every inquiry of an inquiries tab with its filters and order, as a CSV file (UTF-8 with BOM, headers in the language asked for, file name in content-disposition).',
  query: inquiryExportQuerySchema,
  response: z.string(),
  responseType: 'file',
  fileType: 'text/csv; charset=utf-8',
});

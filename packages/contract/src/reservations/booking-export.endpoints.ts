import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { bookingExportQuerySchema } from './booking-export.schemas';

// The bookings file, in a module of its own: only the export button loads it, not the app shell
// (which reads the pending-requests count from reservations.endpoints).
export const exportBookings = defineEndpoint({
  method: 'GET',
  path: '/api/app/bookings/export.csv',
  access: 'host',
  shape: 'designed',
  summary:
    'Every booking of a reservations tab with its filters and order, as a CSV file (UTF-8 with BOM, headers in the language asked for, file name in content-disposition).',
  query: bookingExportQuerySchema,
  response: z.string(),
  responseType: 'file',
  fileType: 'text/csv; charset=utf-8',
});

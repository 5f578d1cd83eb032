import type { FastifyInstance } from 'fastify';
import { getBookingRequestsPendingCount } from '@hostdeck/contract/reservations/reservations.endpoints';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import { registerBookingRequestRoutes } from './booking-requests.routes';
import { registerBookingRoutes } from './bookings.routes';
import { registerInquiryRoutes } from './inquiries.routes';
import { countPendingBookingRequests } from './reservations.repository';

export function registerReservationRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Database; storage: FileStorage },
): void {
  registerBookingRequestRoutes(app, { db, storage });
  registerBookingRoutes(app, { db, storage });
  registerInquiryRoutes(app, { db, storage });
  registerEndpoint(app, getBookingRequestsPendingCount, async ({ auth }) => ({
    count: await countPendingBookingRequests(db, auth.userId),
  }));
}

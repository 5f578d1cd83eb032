import type { FastifyInstance } from 'fastify';
import { getBookingRequestsPendingCount } from '@hostdeck/contract/reservations/reservations.endpoints';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import { countPendingBookingRequests } from './reservations.repository';

export function registerReservationRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  registerEndpoint(app, getBookingRequestsPendingCount, async ({ auth }) => ({
    count: await countPendingBookingRequests(db, auth.userId),
  }));
}

import type { FastifyInstance } from 'fastify';
import {
  confirmBookingRequest,
  getBookingRequest,
  getBookingRequests,
  rejectBookingRequest,
} from '@hostdeck/contract/reservations/reservations.endpoints';
import { exportBookingRequests } from '@hostdeck/contract/reservations/reservation-list-export.endpoints';
import { registerEndpoint, registerFileEndpoint } from '../../app/register-endpoint';
import { requestedLocale } from '../../app/request-locale';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import * as exportService from './booking-requests-export.service';
import * as service from './booking-requests.service';

/** The booking request calls: the list, one request, and the host's answer (confirm or reject). */
export function registerBookingRequestRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Database; storage: FileStorage },
): void {
  const context = { db, storage };
  registerEndpoint(app, getBookingRequests, ({ auth, query }) =>
    service.listBookingRequests(context, auth.userId, query),
  );
  registerFileEndpoint(app, exportBookingRequests, ({ auth, query, request }) =>
    exportService.exportBookingRequests(db, auth.userId, query, requestedLocale(request)),
  );
  registerEndpoint(app, getBookingRequest, ({ auth, params }) =>
    service.getBookingRequest(context, auth.userId, params.id),
  );
  registerEndpoint(app, confirmBookingRequest, ({ auth, params }) =>
    service.confirmBookingRequest(context, auth.userId, params.id),
  );
  registerEndpoint(app, rejectBookingRequest, ({ auth, params, body }) =>
    service.rejectBookingRequest(context, auth.userId, params.id, body),
  );
}

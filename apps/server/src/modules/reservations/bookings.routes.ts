import type { FastifyInstance } from 'fastify';
import { exportBookings } from '@hostdeck/contract/reservations/booking-export.endpoints';
import {
  cancelBooking,
  getBooking,
  getBookings,
  switchRemainingToInstantBooking,
} from '@hostdeck/contract/reservations/reservations.endpoints';
import { registerEndpoint, registerFileEndpoint } from '../../app/register-endpoint';
import { requestedLocale } from '../../app/request-locale';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import * as exportService from './bookings-export.service';
import * as service from './bookings.service';

/** The host's bookings (list, CSV file, detail, cancel) and the bulk switch of units to instant booking. */
export function registerBookingRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Database; storage: FileStorage },
): void {
  const context = { db, storage };
  registerEndpoint(app, getBookings, ({ auth, query }) => service.listBookings(context, auth.userId, query));
  registerFileEndpoint(app, exportBookings, ({ auth, query, request }) =>
    exportService.exportBookings(db, auth.userId, query, requestedLocale(request)),
  );
  registerEndpoint(app, getBooking, ({ auth, params }) =>
    service.getBooking(context, auth.userId, params.bookingId),
  );
  registerEndpoint(app, cancelBooking, ({ auth, params, body }) =>
    service.cancelBooking(context, auth.userId, params.bookingId, body),
  );
  registerEndpoint(app, switchRemainingToInstantBooking, ({ auth }) =>
    service.switchRemainingToInstantBooking(db, auth.userId),
  );
}

import type { FastifyInstance } from 'fastify';
import {
  confirmInquiry,
  getInquiries,
  getInquiry,
  getInquiryOverlappingUnavailabilities,
  rejectInquiry,
} from '@hostdeck/contract/reservations/inquiries.endpoints';
import { exportInquiries } from '@hostdeck/contract/reservations/reservation-list-export.endpoints';
import { registerEndpoint, registerFileEndpoint } from '../../app/register-endpoint';
import { requestedLocale } from '../../app/request-locale';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import * as exportService from './inquiries-export.service';
import * as service from './inquiries.service';

/** The inquiry calls: the list of both inquiry tabs, one inquiry, confirm, reject and what overlaps it. */
export function registerInquiryRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Database; storage: FileStorage },
): void {
  const context = { db, storage };
  registerEndpoint(app, getInquiries, ({ auth, query }) => service.getInquiries(context, auth.userId, query));
  registerFileEndpoint(app, exportInquiries, ({ auth, query, request }) =>
    exportService.exportInquiries(db, auth.userId, query, requestedLocale(request)),
  );
  registerEndpoint(app, getInquiry, ({ auth, params }) =>
    service.getInquiry(context, auth.userId, params.id),
  );
  registerEndpoint(app, confirmInquiry, ({ auth, params }) =>
    service.confirmInquiry(context, auth.userId, params.id),
  );
  registerEndpoint(app, rejectInquiry, ({ auth, params, body }) =>
    service.rejectInquiry(context, auth.userId, params.id, body),
  );
  registerEndpoint(app, getInquiryOverlappingUnavailabilities, ({ auth, params, query }) =>
    service.getOverlappingUnavailabilities(context, auth.userId, params.id, query),
  );
}

import type { FastifyInstance } from 'fastify';
import {
  getImpersonation,
  searchHosts,
  startImpersonation,
  stopImpersonation,
} from '@hostdeck/contract/staff/staff.endpoints';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import * as staffService from './staff.service';

// Every row here has access 'staff': the auth hook answers 403 to hosts before a handler runs.
export function registerStaffRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  registerEndpoint(app, searchHosts, async ({ query }) => staffService.searchHosts(db, query));
  registerEndpoint(app, getImpersonation, async ({ auth }) => staffService.getImpersonation(db, auth));
  registerEndpoint(app, startImpersonation, async ({ auth, body }) =>
    staffService.startImpersonation(db, auth, body.hostId),
  );
  registerEndpoint(app, stopImpersonation, async ({ auth }) => staffService.stopImpersonation(db, auth));
}

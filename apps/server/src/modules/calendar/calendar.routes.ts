import type { FastifyInstance } from 'fastify';
import {
  blockUnitDates,
  editCalendarRange,
  getCalendarTimeline,
  getUnitCalendar,
  getUnitUnavailabilities,
  unblockUnitDates,
} from '@hostdeck/contract/calendar/calendar.endpoints';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import * as service from './calendar.service';

export function registerCalendarRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  registerEndpoint(app, getUnitUnavailabilities, async ({ auth, params, query }) =>
    service.getUnavailabilities(db, auth.userId, params.unitId, query, new Date()),
  );
  registerEndpoint(app, blockUnitDates, async ({ auth, params, body }) =>
    service.blockNights(db, auth.userId, params.unitId, body, new Date()),
  );
  registerEndpoint(app, unblockUnitDates, async ({ auth, params, body }) =>
    service.unblockNights(db, auth.userId, params.unitId, body, new Date()),
  );
  registerEndpoint(app, getUnitCalendar, async ({ auth, params, query }) =>
    service.getUnitCalendar(db, auth.userId, params.unitId, query, new Date()),
  );
  registerEndpoint(app, getCalendarTimeline, async ({ auth, query }) =>
    service.getTimeline(db, auth.userId, query, new Date()),
  );
  registerEndpoint(app, editCalendarRange, async ({ auth, body }) => {
    await service.editRange(db, auth.userId, body);
    return null;
  });
}

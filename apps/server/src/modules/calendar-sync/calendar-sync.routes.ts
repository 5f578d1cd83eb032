import type { FastifyInstance } from 'fastify';
import {
  createUnitIcalFeed,
  deleteIcalFeed,
  getIcalExportFile,
  getUnitIcalExport,
  listUnitIcalFeeds,
  refreshIcalFeed,
  regenerateUnitIcalExport,
  updateIcalFeed,
} from '@hostdeck/contract/calendar/ical-feeds.endpoints';
import type { AppConfig } from '../../app/config';
import { registerEndpoint, registerFileEndpoint } from '../../app/register-endpoint';
import { scheduleJob } from '../../app/scheduled-job';
import type { Database } from '../../db/client';
import * as service from './calendar-sync.service';
import { runScheduledFeedRefresh } from './ical-feed-refresh';

export function registerCalendarSyncRoutes(
  app: FastifyInstance,
  context: { db: Database; config: AppConfig },
): void {
  registerEndpoint(app, getUnitIcalExport, async ({ auth, params }) =>
    service.getExportUrl(context, auth.userId, params.unitId),
  );
  registerEndpoint(app, regenerateUnitIcalExport, async ({ auth, params }) =>
    service.regenerateExportUrl(context, auth.userId, params.unitId),
  );
  registerFileEndpoint(app, getIcalExportFile, async ({ params, reply }) => {
    const file = await service.exportCalendarFile(context, params.file);
    // The address is a secret: no shared cache keeps the answer, no search engine lists it.
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    return file;
  });
  registerEndpoint(app, listUnitIcalFeeds, async ({ auth, params }) =>
    service.listFeeds(context, auth.userId, params.unitId),
  );
  registerEndpoint(app, createUnitIcalFeed, async ({ auth, params, body }) =>
    service.createFeed(context, auth.userId, params.unitId, body),
  );
  registerEndpoint(app, updateIcalFeed, async ({ auth, params, body }) =>
    service.updateFeed(context, auth.userId, params.feedId, body),
  );
  registerEndpoint(app, deleteIcalFeed, async ({ auth, params }) =>
    service.deleteFeed(context, auth.userId, params.feedId),
  );
  registerEndpoint(app, refreshIcalFeed, async ({ auth, params }) =>
    service.refreshFeedNow(context, auth.userId, params.feedId),
  );

  // Imported calendars are read again on a schedule, in this process (docs/decisions/0029).
  const intervalMs = context.config.icalRefreshIntervalMs;
  scheduleJob(app, {
    name: 'iCal feed refresh',
    intervalMs,
    run: async () => {
      const results = await runScheduledFeedRefresh(
        { db: context.db, fetchOptions: service.fetchOptionsOf(context.config) },
        intervalMs,
      );
      const failed = results.filter((result) => result.status === 'error').length;
      const conflicts = results.reduce((sum, result) => sum + result.newConflicts, 0);
      if (results.length > 0)
        app.log.info({ feeds: results.length, failed, conflicts }, 'iCal feed refresh: feeds read');
    },
  });
}

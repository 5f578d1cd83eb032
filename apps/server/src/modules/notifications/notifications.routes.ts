import type { FastifyInstance } from 'fastify';
import {
  getNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@hostdeck/contract/notifications/notifications.endpoints';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import * as notificationsService from './notifications.service';

export function registerNotificationRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  registerEndpoint(app, getNotifications, async ({ auth, query }) =>
    notificationsService.listNotifications(db, auth.userId, query.page),
  );
  registerEndpoint(app, markNotificationRead, async ({ auth, params }) =>
    notificationsService.markRead(db, auth.userId, params.id),
  );
  registerEndpoint(app, markAllNotificationsRead, async ({ auth }) =>
    notificationsService.markAllRead(db, auth.userId),
  );
}

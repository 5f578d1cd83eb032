import { defineEndpoint } from '../http/endpoint';
import { idParamsSchema } from '../http/params.schemas';
import {
  markAllNotificationsReadResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationSchema,
} from './notifications.schemas';
import { notificationErrorCodes } from './notifications.errors';

// The notifications list and marking read: calls of our own design.
export const getNotifications = defineEndpoint({
  method: 'GET',
  path: '/api/app/notifications',
  access: 'host',
  shape: 'designed',
  summary: "The host's notifications, newest first, with the unread count.",
  query: notificationListQuerySchema,
  response: notificationListResponseSchema,
});

export const markNotificationRead = defineEndpoint({
  method: 'PUT',
  path: '/api/app/notifications/:id/read',
  access: 'host',
  shape: 'designed',
  summary: 'Mark one notification read (an interaction with it marks it read).',
  params: idParamsSchema,
  response: notificationSchema,
  errors: [notificationErrorCodes.notFound],
});

export const markAllNotificationsRead = defineEndpoint({
  method: 'PUT',
  path: '/api/app/notifications/read-all',
  access: 'host',
  shape: 'designed',
  summary: 'Mark every notification read ("Mark all as read").',
  response: markAllNotificationsReadResponseSchema,
});

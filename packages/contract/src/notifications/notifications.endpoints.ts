import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import {
  markAllNotificationsReadResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationSchema,
} from './notifications.schemas';

// spec §2 "Notifications list", §4 "Notifications": the spec shows no call, so these are ours.
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
  summary: 'Mark one notification read (an interaction with it marks it read, spec §4).',
  params: z.object({ id: z.string().min(1) }),
  response: notificationSchema,
});

export const markAllNotificationsRead = defineEndpoint({
  method: 'PUT',
  path: '/api/app/notifications/read-all',
  access: 'host',
  shape: 'designed',
  summary: 'Mark every notification read ("Mark all as read", spec §2).',
  response: markAllNotificationsReadResponseSchema,
});

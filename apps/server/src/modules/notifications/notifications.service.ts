import { DEFAULT_PAGE_SIZE } from '@hostdeck/contract/constants';
import { makePagination } from '@hostdeck/contract/http/pagination.schemas';
import type {
  Notification,
  NotificationListResponse,
} from '@hostdeck/contract/notifications/notifications.schemas';
import type { Database } from '../../db/client';
import { isUuid } from '../user/user.repository';
import { notificationErrors } from './notifications.errors';
import type { NotificationRecord } from './notifications.repository';
import * as repository from './notifications.repository';

function toNotification(row: NotificationRecord): Notification {
  return {
    id: row.id,
    type: row.type,
    unitId: row.unitPublicId,
    read: row.read,
    date: row.createdAt.toISOString(),
  };
}

export async function listNotifications(
  db: Database,
  hostId: string,
  page: number,
): Promise<NotificationListResponse> {
  const pageSize = DEFAULT_PAGE_SIZE;
  const { rows, total, unread } = await repository.listNotifications(db, hostId, {
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  return {
    items: rows.map(toNotification),
    unreadCount: unread,
    pagination: makePagination(page, pageSize, total),
  };
}

export async function markRead(db: Database, hostId: string, id: string): Promise<Notification> {
  const row = isUuid(id) ? await repository.markNotificationRead(db, hostId, id) : null;
  if (!row) throw notificationErrors.notFound();
  return toNotification(row);
}

export async function markAllRead(db: Database, hostId: string): Promise<{ unreadCount: 0 }> {
  await repository.markAllNotificationsRead(db, hostId);
  return { unreadCount: 0 };
}

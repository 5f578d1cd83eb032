import '@mantine/core/styles/UnstyledButton.css';
import { Group, Text, UnstyledButton } from '@mantine/core';
import type { Notification } from '@hostdeck/contract/notifications/notifications.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDate } from '@/shared/i18n/format';
import classes from './notification-item.module.css';

interface NotificationItemProps {
  notification: Notification;
  onRead: (id: string) => void;
  pending: boolean;
}

/** One notification; activating an unread one marks it read. */
export function NotificationItem({ notification, onRead, pending }: NotificationItemProps) {
  const { t, i18n } = useTranslation('shell');
  const date = dateOf(notification.date, i18n.language);
  const text = t(`notifications.types.${notification.type}`);
  return (
    <li>
      <UnstyledButton
        className={classes.item}
        data-unread={notification.read ? undefined : true}
        disabled={notification.read || pending}
        onClick={() => onRead(notification.id)}
        aria-label={notification.read ? `${text}, ${date}` : t('notifications.unreadItem', { text, date })}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <span className={classes.dot} aria-hidden="true" />
          <div>
            <Text size="sm" fw={notification.read ? 400 : 600}>
              {text}
            </Text>
            <Text size="xs" c="dimmed">
              {date}
            </Text>
          </div>
        </Group>
      </UnstyledButton>
    </li>
  );
}

/** The day it came, in the host's own time zone; a date the browser cannot read stays as it came. */
function dateOf(value: string, locale: string): string {
  if (Number.isNaN(new Date(value).getTime())) return value;
  return formatDate(value, locale, { dateStyle: 'medium' });
}

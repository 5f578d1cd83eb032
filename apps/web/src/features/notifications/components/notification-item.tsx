import '@mantine/core/styles/UnstyledButton.css';
import { Group, Text, UnstyledButton } from '@mantine/core';
import type { Notification } from '@hostdeck/contract/notifications/notifications.schemas';
import { useTranslation } from 'react-i18next';
import classes from './notification-item.module.css';

interface NotificationItemProps {
  notification: Notification;
  onRead: (id: string) => void;
  pending: boolean;
}

/** One notification; activating an unread one marks it read. */
export function NotificationItem({ notification, onRead, pending }: NotificationItemProps) {
  const { t, i18n } = useTranslation('shell');
  const date = formatDate(notification.date, i18n.language);
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

function formatDate(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
  } catch {
    return date.toDateString();
  }
}

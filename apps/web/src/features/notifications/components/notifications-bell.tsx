import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon, Popover } from '@mantine/core';
import { OTHER_DROPDOWN_WIDTH_PX } from '@hostdeck/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconBadge } from '@/shared/ui/icon-badge';
import { BellIcon } from '@/shared/ui/icons';
import { useNotifications } from '../api/get-notifications';
import { NotificationsPanel } from './notifications-panel';

/** The top bar's notifications bell with its unread badge and dropdown list (spec §2, §6). */
export function NotificationsBell() {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const notifications = useNotifications();
  const unreadCount = notifications.data?.pages[0]?.unreadCount ?? 0;
  const label =
    unreadCount > 0 ? t('notifications.bellWithUnread', { count: unreadCount }) : t('notifications.bell');
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={Math.max(OTHER_DROPDOWN_WIDTH_PX, 340)}
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <IconBadge count={unreadCount}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={label}
            aria-expanded={opened}
            aria-haspopup="dialog"
            onClick={() => setOpened((value) => !value)}
          >
            <BellIcon />
          </ActionIcon>
        </IconBadge>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label={t('notifications.title')} role="dialog">
        <NotificationsPanel query={notifications} unreadCount={unreadCount} />
      </Popover.Dropdown>
    </Popover>
  );
}

import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon, Popover } from '@mantine/core';
import { OTHER_DROPDOWN_WIDTH_PX } from '@hostdeck/contract/constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconBadge } from '@/shared/ui/icon-badge';
import { BellIcon } from '@/shared/ui/icons';
import { useNotifications } from '../api/get-notifications';
import { NotificationsPanel } from './notifications-panel';

/** The top bar's notifications bell with its unread badge and dropdown list. */
export function NotificationsBell() {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const bellRef = useRef<HTMLButtonElement>(null);
  // Mantine closes on Escape only while focus is inside the dropdown; after "Mark all as read" the
  // button that had focus is gone, so Escape is listened for on the whole document while open.
  useEffect(() => {
    if (!opened) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpened(false);
      bellRef.current?.focus();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [opened]);
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
      {/* The target is the button itself: the popover anchors to it and counts clicks on it as inside. */}
      <IconBadge count={unreadCount}>
        <Popover.Target>
          <ActionIcon
            ref={bellRef}
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
        </Popover.Target>
      </IconBadge>
      <Popover.Dropdown p={0} aria-label={t('notifications.title')} role="dialog">
        <NotificationsPanel query={notifications} unreadCount={unreadCount} />
      </Popover.Dropdown>
    </Popover>
  );
}

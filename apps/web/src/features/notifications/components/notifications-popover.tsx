import '@mantine/core/styles/Popover.css';
import { Popover } from '@mantine/core';
import { OTHER_DROPDOWN_WIDTH_PX } from '@hostdeck/contract/constants';
import type { ReactElement } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { IconBadge } from '@/shared/ui/icon-badge';
import type { useNotifications } from '../api/get-notifications';
import { NotificationsPanel } from './notifications-panel';

interface NotificationsPopoverProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The bell button the dropdown anchors to. */
  bell: ReactElement;
  query: ReturnType<typeof useNotifications>;
  unreadCount: number;
}

/** The bell's dropdown with the list; loaded after the first paint (see NotificationsBell). */
export function NotificationsPopover({
  opened,
  onChange,
  bell,
  query,
  unreadCount,
}: NotificationsPopoverProps) {
  const { t } = useTranslation('shell');
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      width={Math.max(OTHER_DROPDOWN_WIDTH_PX, 340)}
      shadow="md"
      trapFocus
      // NotificationsBell closes on Escape and puts focus back on the bell itself (see there).
      returnFocus={false}
    >
      {/* The target is the button itself: the popover anchors to it and counts clicks on it as inside. */}
      <IconBadge count={unreadCount}>
        <Popover.Target>{bell}</Popover.Target>
      </IconBadge>
      <Popover.Dropdown p={0} aria-label={t('notifications.title')} role="dialog">
        <NotificationsPanel query={query} unreadCount={unreadCount} />
      </Popover.Dropdown>
    </Popover>
  );
}

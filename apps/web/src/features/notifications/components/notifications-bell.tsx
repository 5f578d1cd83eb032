import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { IconBadge } from '@/shared/ui/icon-badge';
import { BellIcon } from '@/shared/ui/icons';
import { useOpenedOnce } from '@/shared/ui/use-opened-once';
import { whenPageSettled } from '@/shared/ui/use-page-settled';
import { useNotifications } from '../api/get-notifications';
import { PlainActionIcon } from '@/shared/ui/plain/plain-action-icon';

// The dropdown (positioning, portal, focus trap, the list and its scroll area) is not needed to
// paint the page: the bell and its badge render alone, the dropdown's code is fetched once the page
// has settled, and the dropdown mounts at the first click, kept in `opened`, opening as soon as it
// is there.
const loadPopover = () => import('./notifications-popover');
const NotificationsPopover = lazy(() => loadPopover().then((m) => ({ default: m.NotificationsPopover })));

/** The top bar's notifications bell with its unread badge and dropdown list. */
export function NotificationsBell() {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  useEffect(() => whenPageSettled(() => void loadPopover()), []);
  const loadDropdown = useOpenedOnce(opened);
  const bellRef = useRef<HTMLButtonElement>(null);
  // Escape is handled here, for the whole document, while the dropdown is open: Mantine's own
  // handler only hears keys pressed inside the dropdown (after "Mark all as read" the focused button
  // is gone), and returns focus to whatever was focused when it opened, which is not the bell when
  // the bell was clicked before the dropdown's code had loaded. The listener captures, so it runs
  // before React's: a listener that runs after would already be removed, since closing the dropdown
  // re-renders synchronously for a key press and unregisters it.
  useEffect(() => {
    if (!opened) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpened(false);
      bellRef.current?.focus();
    };
    document.addEventListener('keydown', handleKeyDown, true);
    return () => document.removeEventListener('keydown', handleKeyDown, true);
  }, [opened]);
  const notifications = useNotifications();
  const unreadCount = notifications.data?.pages[0]?.unreadCount ?? 0;
  const label =
    unreadCount > 0 ? t('notifications.bellWithUnread', { count: unreadCount }) : t('notifications.bell');
  const bell = (
    <PlainActionIcon
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
    </PlainActionIcon>
  );
  const standIn = <IconBadge count={unreadCount}>{bell}</IconBadge>;
  if (!loadDropdown) return standIn;
  return (
    <Suspense fallback={standIn}>
      <NotificationsPopover
        opened={opened}
        onChange={setOpened}
        bell={bell}
        query={notifications}
        unreadCount={unreadCount}
      />
    </Suspense>
  );
}

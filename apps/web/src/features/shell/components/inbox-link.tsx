import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { isComingSoonPath } from '@/app/coming-soon';
import { paths } from '@/app/paths';
import { IconBadge } from '@/shared/ui/icon-badge';
import { InboxIcon } from '@/shared/ui/icons';
import { DeferredTooltip } from '@/shared/ui/deferred-tooltip';
import { useUnreadMessagesCount } from '../api/get-unread-messages-count';
import { PlainActionIcon } from '@/shared/ui/plain/plain-action-icon';

/**
 * The inbox icon with its unread badge, in the desktop and the phone header. It reads the unread
 * count itself, so the count arriving re-renders this link alone.
 */
export function InboxLink() {
  const { t } = useTranslation('shell');
  const unreadCount = useUnreadMessagesCount().data?.count;
  const soon = isComingSoonPath(paths.messages) ? ` ${t('common:soon.description')}` : '';
  const label = unreadCount ? t('header.inboxWithUnread', { count: unreadCount }) : t('header.inbox');
  return (
    <DeferredTooltip label={`${t('header.inbox')}${soon}`} withArrow>
      <IconBadge count={unreadCount}>
        <PlainActionIcon
          component={Link}
          to={paths.messages}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`${label}${soon}`}
        >
          <InboxIcon />
        </PlainActionIcon>
      </IconBadge>
    </DeferredTooltip>
  );
}

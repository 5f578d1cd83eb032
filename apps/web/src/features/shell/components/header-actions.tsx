import { memo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { isComingSoonPath } from '@/app/coming-soon';
import { BookingsIcon, HelpIcon } from '@/shared/ui/icons';
import { InboxLink } from './inbox-link';
import { DeferredTooltip } from '@/shared/ui/deferred-tooltip';
import row from './row.module.css';
import { PlainActionIcon } from '@/shared/ui/plain/plain-action-icon';

interface HeaderActionsProps {
  showInbox: boolean;
  helpCenterUrl: string;
  /** Null hides the bookings icon (the host cannot see reservations). */
  reservationsPath: string | null;
}

/**
 * The header's icon links: inbox with its unread badge, help centre and bookings.
 * Memoised: the shell renders again on every change of address, this part only when its own props change.
 */
export const HeaderActions = memo(function HeaderActions({
  showInbox,
  helpCenterUrl,
  reservationsPath,
}: HeaderActionsProps) {
  const { t } = useTranslation('shell');
  const bookingsSoon =
    reservationsPath && isComingSoonPath(reservationsPath) ? ` ${t('common:soon.description')}` : '';
  return (
    <div className={`${row.row} ${row.gap4}`}>
      {showInbox ? <InboxLink /> : null}
      {helpCenterUrl ? (
        <DeferredTooltip label={t('header.help')} withArrow>
          <PlainActionIcon
            component="a"
            href={helpCenterUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('header.helpNewTab')}
          >
            <HelpIcon />
          </PlainActionIcon>
        </DeferredTooltip>
      ) : null}
      {reservationsPath ? (
        <DeferredTooltip label={`${t('header.bookings')}${bookingsSoon}`} withArrow>
          <PlainActionIcon
            component={Link}
            to={reservationsPath}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`${t('header.bookings')}${bookingsSoon}`}
          >
            <BookingsIcon />
          </PlainActionIcon>
        </DeferredTooltip>
      ) : null}
    </div>
  );
});

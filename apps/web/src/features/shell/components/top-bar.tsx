import { memo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ExternalLinkIcon } from '@/shared/ui/icons';
import { useUnitPreviewLinks } from '../api/get-unit-preview-links';
import { useUserSubscription } from '@/shared/api/get-user-subscription';
import { CreditCounters } from './credit-counters';
import { PreviewButton } from './preview-button';
import { UnitSelector } from './unit-selector';
import classes from './top-bar.module.css';
import row from './row.module.css';
import { PlainAnchor } from '@/shared/ui/plain/plain-anchor';

interface TopBarProps {
  selectedUnitId: string | null;
  helpCenterUrl: string;
  /** Coin credit counters only for hosts on coin subscriptions. */
  showCredits: boolean;
  /** The notifications bell, composed by the shell (features never import each other). */
  notifications: ReactNode;
}

/**
 * The sub-header under the desktop header: unit selector, preview, notifications, help and credits.
 * Memoised: the shell renders again on every change of address, this part only when its own props change.
 */
export const TopBar = memo(function TopBar({
  selectedUnitId,
  helpCenterUrl,
  showCredits,
  notifications,
}: TopBarProps) {
  const { t } = useTranslation('shell');
  const subscription = useUserSubscription(showCredits);
  const previewLinks = useUnitPreviewLinks(selectedUnitId);
  return (
    <div className={classes.bar}>
      <div className={`${row.row} ${row.gapSm}`}>
        <UnitSelector selectedUnitId={selectedUnitId} />
        <PreviewButton links={previewLinks} />
      </div>
      <div className={`${row.row} ${row.gapMd}`}>
        {showCredits ? <CreditCounters credits={subscription.data?.coinCredits} /> : null}
        {helpCenterUrl ? (
          <PlainAnchor
            href={helpCenterUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            className={classes.help}
          >
            {t('topBar.helpCenter')}
            <ExternalLinkIcon size={14} />
          </PlainAnchor>
        ) : null}
        {notifications}
      </div>
    </div>
  );
});

import type { ReactNode } from 'react';
import type { ShellModel } from '../hooks/use-shell-model';
import { AccountMenu } from './account-menu';
import { BackButton } from './back-button';
import { BrandLogo } from '@/shared/ui/brand-logo';
import { InboxLink } from './inbox-link';
import { UnitSelector } from './unit-selector';
import classes from './mobile-header.module.css';
import row from './row.module.css';

interface MobileHeaderProps {
  model: ShellModel;
  /** The notifications bell, composed by the shell. */
  notifications: ReactNode;
}

/**
 * Phone header: back and logo, then what the desktop header and top bar offer in icons: the unit
 * selector, the inbox, the notifications bell and the account menu (with language, help and log out).
 */
export function MobileHeader({ model, notifications }: MobileHeaderProps) {
  return (
    <div className={classes.header}>
      <div className={`${row.row} ${row.gap4} ${classes.start}`}>
        {model.backTarget ? <BackButton to={model.backTarget} /> : null}
        <BrandLogo to={model.homePath} />
      </div>
      <div className={`${row.row} ${row.gap4}`}>
        <UnitSelector selectedUnitId={model.selectedUnitId} compact />
        {model.showInboxIcon ? <InboxLink /> : null}
        {notifications}
        <AccountMenu
          displayName={model.displayName}
          avatarUrl={model.avatarUrl}
          items={model.accountMenuItems}
          helpCenterUrl={model.helpCenterUrl}
          compact
        />
      </div>
    </div>
  );
}

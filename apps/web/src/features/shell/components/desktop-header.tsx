import type { ShellModel } from '../hooks/use-shell-model';
import { AccountMenu } from './account-menu';
import { BackButton } from './back-button';
import { BrandLogo } from '@/shared/ui/brand-logo';
import { HeaderActions } from './header-actions';
import { TopNavigation } from './top-navigation';
import classes from './desktop-header.module.css';
import row from './row.module.css';

interface DesktopHeaderProps {
  model: ShellModel;
}

/** Desktop and tablet header: back, logo, main navigation, icon links and host panel. */
export function DesktopHeader({ model }: DesktopHeaderProps) {
  return (
    <div className={classes.header}>
      <div className={`${row.row} ${row.gapXs}`}>
        {model.backTarget ? <BackButton to={model.backTarget} /> : null}
        <BrandLogo to={model.homePath} />
      </div>
      <div className={classes.navigation}>
        <TopNavigation items={model.topNavItems} />
      </div>
      <div className={`${row.row} ${row.gapXs}`}>
        <HeaderActions
          showInbox={model.showInboxIcon}
          helpCenterUrl={model.helpCenterUrl}
          reservationsPath={model.reservationsPath}
        />
        <AccountMenu
          displayName={model.displayName}
          avatarUrl={model.avatarUrl}
          items={model.accountMenuItems}
          helpCenterUrl={model.helpCenterUrl}
        />
      </div>
    </div>
  );
}

import { Group } from '@mantine/core';
import type { ShellModel } from '../hooks/use-shell-model';
import { AccountMenu } from './account-menu';
import { BackButton } from './back-button';
import { BrandLogo } from '@/shared/ui/brand-logo';
import { HeaderActions } from './header-actions';
import { TopNavigation } from './top-navigation';
import classes from './desktop-header.module.css';

interface DesktopHeaderProps {
  model: ShellModel;
}

/** Desktop and tablet header: back, logo, main navigation, icon links and host panel. */
export function DesktopHeader({ model }: DesktopHeaderProps) {
  return (
    <div className={classes.header}>
      <Group gap="xs" wrap="nowrap">
        {model.backTarget ? <BackButton to={model.backTarget} /> : null}
        <BrandLogo to={model.homePath} />
      </Group>
      <div className={classes.navigation}>
        <TopNavigation items={model.topNavItems} />
      </div>
      <Group gap="xs" wrap="nowrap">
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
      </Group>
    </div>
  );
}

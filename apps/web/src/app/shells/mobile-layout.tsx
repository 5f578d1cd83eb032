import type { UserInfo } from '@hostdeck/contract/user/user.schemas';
import { HEADER_HEIGHT_MOBILE_PX, MOBILE_NAVIGATION_HEIGHT_PX } from '@hostdeck/contract/constants';
import type { CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { MobileFooterNav } from '@/features/shell/components/mobile-footer-nav';
import { MobileHeader } from '@/features/shell/components/mobile-header';
import { useShellModel } from '@/features/shell/hooks/use-shell-model';
import { ShellBanners } from './shell-banners';
import { SkipLink } from './skip-link';
import classes from './shell.module.css';

// One element for every render: the bell is not rebuilt when the shell renders for a new address.
const notificationsBell = <NotificationsBell />;

interface MobileLayoutProps {
  userInfo: UserInfo;
}

/** Mobile: a slim header with the account avatar, the page, and the footer navigation. */
export function MobileLayout({ userInfo }: MobileLayoutProps) {
  const model = useShellModel(userInfo, true);
  const sizes = {
    '--hostdeck-header-height-mobile': `${HEADER_HEIGHT_MOBILE_PX}px`,
    '--hostdeck-footer-height': `${MOBILE_NAVIGATION_HEIGHT_PX}px`,
  } as CSSProperties;
  return (
    <div className={classes.root} style={sizes}>
      <SkipLink />
      <ShellBanners model={model} />
      <header className={classes.header}>
        <MobileHeader model={model} notifications={notificationsBell} />
      </header>
      <main id="main-content" tabIndex={-1} className={classes.mainMobile}>
        <Outlet />
      </main>
      <MobileFooterNav items={model.mobileNavItems} />
    </div>
  );
}

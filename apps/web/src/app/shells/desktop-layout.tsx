import type { UserInfo } from '@hostdeck/contract/user/user.schemas';
import { HEADER_HEIGHT_DESKTOP_PX, SUBHEADER_HEIGHT_PX } from '@hostdeck/contract/constants';
import type { CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { DesktopHeader } from '@/features/shell/components/desktop-header';
import { TopBar } from '@/features/shell/components/top-bar';
import { useShellModel } from '@/features/shell/hooks/use-shell-model';
import { ShellBanners } from './shell-banners';
import { SkipLink } from './skip-link';
import classes from './shell.module.css';

// One element for every render, so the memoised top bar does not render again for a new one.
const notificationsBell = <NotificationsBell />;

interface DesktopLayoutProps {
  userInfo: UserInfo;
}

/** Desktop and tablet: banners, header with navigation, the top bar, then the page. */
export function DesktopLayout({ userInfo }: DesktopLayoutProps) {
  const model = useShellModel(userInfo, false);
  const sizes = {
    '--hostdeck-header-height': `${HEADER_HEIGHT_DESKTOP_PX}px`,
    '--hostdeck-subheader-height': `${SUBHEADER_HEIGHT_PX}px`,
  } as CSSProperties;
  return (
    <div className={classes.root} style={sizes}>
      <SkipLink />
      <ShellBanners model={model} />
      <header className={classes.header}>
        <DesktopHeader model={model} />
        <TopBar
          selectedUnitId={model.selectedUnitId}
          helpCenterUrl={model.helpCenterUrl}
          showCredits={model.showCredits}
          notifications={notificationsBell}
        />
      </header>
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}

import '@mantine/core/styles/Loader.css';
import { Center, Loader } from '@mantine/core';
import { HEADER_HEIGHT_MOBILE_PX } from '@hostdeck/contract/constants';
import type { CSSProperties } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Outlet, useLocation } from 'react-router';
import { useLiveUpdates } from '@/app/live/use-live-updates';
import { paths } from '@/app/paths';
import { useHostConfig, usePublicSettings } from '@/app/startup/startup-context';
import { useUserInfo } from '@/shared/api/use-user-info';
import { FailedToLoadPage } from '@/features/errors/components/failed-to-load-page';
import { usePendingRequestsCount } from '@/features/shell/api/get-booking-requests-pending-count';
import { getBackTarget } from '@/features/shell/back-button.rules';
import { CompactHeader } from '@/features/shell/components/compact-header';
import { hostDisplayName } from '@/features/shell/display-name';
import { canSeeReservations } from '@/features/shell/navigation.rules';
import { ShellBanners } from './shell-banners';
import { SkipLink } from './skip-link';
import classes from './shell.module.css';

/** The focused frame of the checklist, request-confirmation and manage-subscription pages. */
export function CompactShell() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const hostConfig = useHostConfig();
  const publicSettings = usePublicSettings();
  const userInfo = useUserInfo();
  const pending = usePendingRequestsCount(
    userInfo.data ? canSeeReservations(userInfo.data.appFeatures) : false,
  );
  // The same tab-wide connection as the dashboard's (docs/decisions/0042): the request confirmation
  // shows a request another tab may answer, and the back button follows the pending count.
  const info = userInfo.data;
  useLiveUpdates(Boolean(info) && (info?.role !== 'staff' || info.isImpersonating === true));

  if (userInfo.isPending) {
    return (
      <Center mih="100vh">
        <Loader aria-label={t('states.loading')} />
      </Center>
    );
  }
  if (userInfo.isError) return <FailedToLoadPage onRetry={() => void userInfo.refetch()} />;

  const backTarget = getBackTarget({ pathname, pendingRequestsCount: pending.data?.count ?? 0 });
  const sizes = { '--hostdeck-header-height-mobile': `${HEADER_HEIGHT_MOBILE_PX}px` } as CSSProperties;
  return (
    <div className={classes.root} style={sizes}>
      <SkipLink />
      <ShellBanners
        model={{
          isImpersonating: userInfo.data.isImpersonating,
          displayName: hostDisplayName(userInfo.data),
          maintenance: publicSettings.maintenance,
        }}
      />
      <header className={classes.header}>
        <CompactHeader
          backTarget={backTarget}
          homePath={hostConfig.features.overviewPage ? paths.home : paths.calendar()}
        />
      </header>
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}

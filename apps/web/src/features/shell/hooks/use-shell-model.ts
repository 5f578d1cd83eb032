import type { UserInfo } from '@hostdeck/contract/user/user.schemas';
import { useLocation } from 'react-router';
import { paths } from '@/app/paths';
import { useAppSettings, useHostConfig, usePublicSettings } from '@/app/startup/startup-context';
import { usePendingRequestsCount } from '../api/get-booking-requests-pending-count';
import { useUnreadMessagesCount } from '../api/get-unread-messages-count';
import { getBackTarget } from '../back-button.rules';
import { hostDisplayName } from '../display-name';
import {
  canSeeReservations,
  getAccountMenuItems,
  getMobileNavItems,
  getTopNavItems,
  reservationsPath,
  selectedUnitIdFromPath,
  showsInboxIcon,
  type NavigationInput,
} from '../navigation.rules';

/**
 * Everything both shell layouts show, derived once from the user, the start-up settings, the
 * badge counts and the address. Layouts only render it.
 */
export function useShellModel(userInfo: UserInfo, isMobile: boolean) {
  const { pathname } = useLocation();
  const hostConfig = useHostConfig();
  const appSettings = useAppSettings();
  const publicSettings = usePublicSettings();
  const features = userInfo.appFeatures;
  const reservationsVisible = canSeeReservations(features);
  const pending = usePendingRequestsCount(reservationsVisible);
  const unread = useUnreadMessagesCount();
  const pendingRequestsCount = pending.data?.count ?? 0;
  const helpCenterUrl = appSettings.helpCenterUrls.helpCenter;

  const navigation: NavigationInput = {
    appFeatures: features,
    overviewPage: hostConfig.features.overviewPage,
    helpCenterLink: hostConfig.features.helpCenterLink,
    helpCenterUrl,
    mobileOverviewEnabled: publicSettings.mobileOverviewEnabled,
    pendingRequestsCount,
  };

  return {
    pathname,
    displayName: hostDisplayName(userInfo),
    avatarUrl: userInfo.imageUrls[0] ?? null,
    helpCenterUrl,
    homePath: hostConfig.features.overviewPage ? paths.home : paths.calendar(),
    backTarget: getBackTarget({ pathname, pendingRequestsCount }),
    topNavItems: getTopNavItems(navigation),
    mobileNavItems: getMobileNavItems(navigation),
    accountMenuItems: getAccountMenuItems({
      appFeatures: features,
      hasAchievements: false,
      earningDetails: hostConfig.features.earningDetails,
      helpCenterLink: hostConfig.features.helpCenterLink,
      isMobile,
    }),
    counts: { unreadMessages: unread.data?.count, pendingReservations: pending.data?.count },
    showInboxIcon: showsInboxIcon(features),
    reservationsPath: reservationsVisible ? reservationsPath(pendingRequestsCount) : null,
    selectedUnitId: selectedUnitIdFromPath(pathname),
    showCredits: userInfo.isCoinSubscriptionEnabled,
    maintenance: publicSettings.maintenance,
    isImpersonating: userInfo.isImpersonating,
  };
}

export type ShellModel = ReturnType<typeof useShellModel>;

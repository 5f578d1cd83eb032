import type { UserInfo } from '@hostdeck/contract/user/user.schemas';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/app/paths';
import { useAppSettings, useHostConfig, usePublicSettings } from '@/app/startup/startup-context';
import { useHasPendingRequests } from '../api/get-booking-requests-pending-count';
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
 * Everything both shell layouts show, derived once from the user, the start-up settings, whether
 * booking requests are pending and the address. Layouts only render it. The same object while
 * none of those change; the badge counts are not in it (each badge reads its own).
 */
export function useShellModel(userInfo: UserInfo, isMobile: boolean) {
  const { pathname } = useLocation();
  const hostConfig = useHostConfig();
  const appSettings = useAppSettings();
  const publicSettings = usePublicSettings();
  const hasPendingRequests = useHasPendingRequests(canSeeReservations(userInfo.appFeatures));
  // The rules only ask whether any is pending.
  const pendingRequestsCount = hasPendingRequests ? 1 : 0;
  // In parts, each kept while its own inputs hold, so the parts of the shell that render one
  // (memoised) render again only when it changes: a request turning up changes the links to the
  // reservations, not the account menu.
  const account = useMemo(
    () => accountModel({ userInfo, isMobile, hostConfig, appSettings, publicSettings }),
    [userInfo, isMobile, hostConfig, appSettings, publicSettings],
  );
  const navigation = useMemo(
    () => navigationModel({ userInfo, hostConfig, appSettings, publicSettings, pendingRequestsCount }),
    [userInfo, hostConfig, appSettings, publicSettings, pendingRequestsCount],
  );
  return useMemo(
    () => ({
      ...account,
      ...navigation,
      pathname,
      backTarget: getBackTarget({ pathname, pendingRequestsCount }),
      selectedUnitId: selectedUnitIdFromPath(pathname),
    }),
    [account, navigation, pathname, pendingRequestsCount],
  );
}

interface ModelInput {
  userInfo: UserInfo;
  isMobile: boolean;
  hostConfig: ReturnType<typeof useHostConfig>;
  appSettings: ReturnType<typeof useAppSettings>;
  publicSettings: ReturnType<typeof usePublicSettings>;
  pendingRequestsCount: number;
}

function accountModel(input: Omit<ModelInput, 'pendingRequestsCount'>) {
  const { userInfo, isMobile, hostConfig, appSettings, publicSettings } = input;
  const features = userInfo.appFeatures;
  return {
    displayName: hostDisplayName(userInfo),
    avatarUrl: userInfo.imageUrls[0] ?? null,
    helpCenterUrl: appSettings.helpCenterUrls.helpCenter,
    homePath: hostConfig.features.overviewPage ? paths.home : paths.calendar(),
    accountMenuItems: getAccountMenuItems({
      appFeatures: features,
      hasAchievements: false,
      earningDetails: hostConfig.features.earningDetails,
      helpCenterLink: hostConfig.features.helpCenterLink,
      isMobile,
    }),
    showInboxIcon: showsInboxIcon(features),
    showCredits: userInfo.isCoinSubscriptionEnabled,
    maintenance: publicSettings.maintenance,
    isImpersonating: userInfo.isImpersonating,
  };
}

function navigationModel(input: Omit<ModelInput, 'isMobile'>) {
  const { userInfo, hostConfig, appSettings, publicSettings, pendingRequestsCount } = input;
  const features = userInfo.appFeatures;
  const navigation: NavigationInput = {
    appFeatures: features,
    overviewPage: hostConfig.features.overviewPage,
    helpCenterLink: hostConfig.features.helpCenterLink,
    helpCenterUrl: appSettings.helpCenterUrls.helpCenter,
    mobileOverviewEnabled: publicSettings.mobileOverviewEnabled,
    pendingRequestsCount,
  };
  return {
    topNavItems: getTopNavItems(navigation),
    mobileNavItems: getMobileNavItems(navigation),
    reservationsPath: canSeeReservations(features) ? reservationsPath(pendingRequestsCount) : null,
  };
}

export type ShellModel = ReturnType<typeof useShellModel>;

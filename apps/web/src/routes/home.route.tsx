import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { useUserInfo } from '@/shared/api/use-user-info';
import { homeOverviewQueryOptions } from '@/features/home/api/get-home-overview';
import { HomeOverview } from '@/features/home/components/home-overview';
import { hostDisplayName } from '@/features/shell/display-name';
import { canSeeReservations } from '@/features/shell/navigation.rules';

/**
 * Asks for the overview while the shell still waits for the host's user info, instead of after it
 * has rendered. Not awaited: the page shows its skeleton until the overview is in.
 */
export function loader(_args: LoaderFunctionArgs, queryClient: QueryClient) {
  void queryClient.prefetchQuery(homeOverviewQueryOptions());
  return null;
}

/** /home: the overview. The shell has loaded the user before any page renders. */
export function Component() {
  const { data: userInfo } = useUserInfo();
  if (!userInfo) return null;
  return (
    <HomeOverview
      hostName={hostDisplayName(userInfo)}
      canSeeReservations={canSeeReservations(userInfo.appFeatures)}
    />
  );
}

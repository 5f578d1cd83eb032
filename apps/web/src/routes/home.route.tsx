import { useUserInfo } from '@/shared/api/use-user-info';
import { HomeOverview } from '@/features/home/components/home-overview';
import { hostDisplayName } from '@/features/shell/display-name';
import { canSeeReservations } from '@/features/shell/navigation.rules';

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

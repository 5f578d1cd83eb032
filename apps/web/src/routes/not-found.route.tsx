import { useHostConfig } from '@/app/startup/startup-context';
import { useUserInfo } from '@/shared/api/use-user-info';
import { NotFoundPage } from '@/features/errors/components/not-found-page';
import { WelcomeTour } from '@/features/welcome-tour/components/welcome-tour';

/** /404 and every unknown path: the not-found page together with the welcome tour. */
export function Component() {
  const { data: userInfo } = useUserInfo();
  const hostConfig = useHostConfig();
  return (
    <>
      <NotFoundPage />
      {userInfo ? (
        <WelcomeTour
          accountSource={userInfo.accountSource}
          videoPlayerEnabled={hostConfig.thirdParty.videoPlayer}
        />
      ) : null}
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { decideFrontDoor } from '@/app/guards/access.rules';
import { useHostConfig } from '@/app/startup/startup-context';
import { StartupSpinner } from '@/app/startup/startup-spinner';
import { useAuth } from '@/shared/auth/use-auth';
import { userInfoQueryOptions } from '@/shared/api/use-user-info';

/** `/`, the front door: signed-in users go to their start page, others sign in. */
export function Component() {
  const { t } = useTranslation('auth');
  const { user, login } = useAuth();
  const hostConfig = useHostConfig();
  // The start page depends on who signed in; the shell of that page reads the same cached answer.
  const userInfo = useQuery({ ...userInfoQueryOptions, enabled: user !== null });
  const decision = decideFrontDoor({
    isAuthenticated: user !== null,
    overviewEnabled: hostConfig.features.overviewPage,
    user: userInfo.data,
  });

  const loginReturnTo = decision.kind === 'login' ? decision.returnTo : null;

  useEffect(() => {
    if (loginReturnTo !== null) void login(loginReturnTo);
  }, [loginReturnTo, login]);

  if (decision.kind === 'navigate') return <Navigate to={decision.to} replace />;
  return <StartupSpinner label={t('redirectingToLogin')} />;
}

import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { decideFrontDoor } from '@/app/guards/access.rules';
import { useHostConfig } from '@/app/startup/startup-context';
import { StartupSpinner } from '@/app/startup/startup-spinner';
import { useAuth } from '@/shared/auth/use-auth';

/** `/`, the front door: signed-in hosts go to their start page, others sign in. */
export function Component() {
  const { t } = useTranslation('auth');
  const { user, login } = useAuth();
  const hostConfig = useHostConfig();
  const decision = decideFrontDoor({
    isAuthenticated: user !== null,
    overviewEnabled: hostConfig.features.overviewPage,
  });

  const loginReturnTo = decision.kind === 'login' ? decision.returnTo : null;

  useEffect(() => {
    if (loginReturnTo !== null) void login(loginReturnTo);
  }, [loginReturnTo, login]);

  if (decision.kind === 'navigate') return <Navigate to={decision.to} replace />;
  return <StartupSpinner label={t('redirectingToLogin')} />;
}

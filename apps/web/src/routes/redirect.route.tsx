import { useEffect } from 'react';
import { Navigate, useLocation, useMatches, useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { decideRedirect } from '@/app/guards/redirect.rules';
import { useAppSettings, useHostConfig } from '@/app/startup/startup-context';
import { StartupSpinner } from '@/app/startup/startup-spinner';
import { useAuth } from '@/shared/auth/use-auth';

interface RedirectHandle {
  redirectTarget?: string;
}

/** `/redirect/*`, `/register`, `/landing`, `/campaign`: entry points that send the visitor on. */
export function Component() {
  const { t } = useTranslation('auth');
  const params = useParams();
  const { search } = useLocation();
  const matches = useMatches();
  const { login } = useAuth();
  const appSettings = useAppSettings();
  const hostConfig = useHostConfig();
  const fromHandle = (matches.at(-1)?.handle as RedirectHandle | undefined)?.redirectTarget;
  const target = fromHandle ?? params['*'] ?? '';
  const decision = decideRedirect(target, new URLSearchParams(search), {
    landingUrl: appSettings.landingUrl,
    registerUrl: hostConfig.auth.registerUrl,
  });

  const loginReturnTo = decision.kind === 'login' ? decision.returnTo : null;
  const externalUrl = decision.kind === 'external' ? decision.url : null;

  useEffect(() => {
    if (loginReturnTo !== null) void login(loginReturnTo);
    else if (externalUrl !== null) window.location.assign(externalUrl);
  }, [loginReturnTo, externalUrl, login]);

  if (decision.kind === 'navigate') return <Navigate to={decision.to} replace />;
  return <StartupSpinner label={t('redirecting')} />;
}

import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { safeReturnPath } from '@/app/guards/access.rules';
import { StartupSpinner } from '@/app/startup/startup-spinner';
import { useAuth } from '@/shared/auth/use-auth';

/** `/login?returnTo=`: hands over to the identity server's login page, which returns to `returnTo`. */
export function Component() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const { user, login } = useAuth();
  const returnTo = safeReturnPath(searchParams.get('returnTo'));

  useEffect(() => {
    if (!user) void login(returnTo);
  }, [user, login, returnTo]);

  if (user) return <Navigate to={returnTo} replace />;
  return <StartupSpinner label={t('redirectingToLogin')} />;
}

import { useEffect } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { StartupSpinner } from '@/app/startup/startup-spinner';
import { useAuth } from '@/shared/auth/use-auth';

/** `/logout`: ends the session here and at the identity server (RP-initiated logout). */
export function Component() {
  const { t } = useTranslation('auth');
  const { logout } = useAuth();
  useEffect(() => {
    void logout();
  }, [logout]);
  return <StartupSpinner label={t('signingOut')} />;
}

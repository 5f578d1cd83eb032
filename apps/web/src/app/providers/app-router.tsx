import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { RouterProvider } from 'react-router';
import { createAppRouter } from '@/app/router';
import { StartupSpinner } from '@/app/startup/startup-spinner';
import { useAuth } from '@/shared/auth/use-auth';

/**
 * The router starts once the stored user is loaded and the silent SSO check has answered, so the
 * first navigation's guards and loaders already know whether someone is signed in.
 */
export function AppRouter() {
  const { status } = useAuth();
  const { t } = useTranslation();
  if (status === 'checking') return <StartupSpinner label={t('common:states.loading')} />;
  return <ReadyRouter />;
}

function ReadyRouter() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const [router] = useState(() =>
    createAppRouter(queryClient, (namespaces) => i18n.loadNamespaces([...namespaces])),
  );
  return <RouterProvider router={router} />;
}

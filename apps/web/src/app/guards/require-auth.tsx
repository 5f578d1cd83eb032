import { Navigate, Outlet, useLocation } from 'react-router';
import { useAccountLocaleSync } from '@/features/shell/hooks/use-account-locale';
import { useAuth } from '@/shared/auth/use-auth';
import { decideAccess } from './access.rules';
import { loginPath } from './route-loaders';

/**
 * Render-side half of the auth guard: when the host signs out while a protected page is open
 * (another tab, a failed refresh), the page gives way to login instead of showing stale data.
 */
export function RequireAuth() {
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  const decision = decideAccess({ pathname, search, isAuthenticated: user !== null });
  if (decision.kind === 'login') return <Navigate to={loginPath(decision.returnTo)} replace />;
  return (
    <>
      <AccountLocale />
      <Outlet />
    </>
  );
}

/** Every signed-in page, the dashboard's and the listing flow's, shows the account's language. */
function AccountLocale() {
  useAccountLocaleSync();
  return null;
}

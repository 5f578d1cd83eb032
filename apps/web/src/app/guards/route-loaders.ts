import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/app/paths';
import { userInfoQueryOptions } from '@/shared/api/use-user-info';
import { getAuthSession } from '@/shared/auth/auth-session';
import {
  decideAccess,
  FEATURE_DENIED_TARGET,
  isFeatureAllowed,
  type FeatureRequirement,
} from './access.rules';

/**
 * Loader-side guards. Data-router loaders run before any component renders, so a guard written as
 * a component would let protected loaders call the API while logged out. These run first instead.
 */

export function loginPath(returnTo: string): string {
  return `${paths.login}?${new URLSearchParams({ returnTo }).toString()}`;
}

/** Logged-out visitors on a protected route go to `/login` with the address they wanted. */
export function requireSignedIn({ request }: Pick<LoaderFunctionArgs, 'request'>): void {
  const url = new URL(request.url);
  const decision = decideAccess({
    pathname: url.pathname,
    search: url.search,
    isAuthenticated: getAuthSession().getAccessToken() !== null,
  });
  if (decision.kind === 'login') throw redirect(loginPath(decision.returnTo));
}

/** Feature-set guards: a host without the feature is sent to '/'. */
export async function requireFeature(
  queryClient: QueryClient,
  requirement: FeatureRequirement,
): Promise<void> {
  const userInfo = await queryClient.ensureQueryData(userInfoQueryOptions);
  if (!isFeatureAllowed(requirement, userInfo.appFeatures)) throw redirect(FEATURE_DENIED_TARGET);
}

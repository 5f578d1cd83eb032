import { TOKEN_REFRESH_THRESHOLD_S } from '@hostdeck/contract/constants';
import type { HostConfig } from '@hostdeck/contract/public/public.schemas';
import { UserManager, WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';

/**
 * oidc-client-ts settings from `config/{hostname}.json`:
 * authorization code flow with PKCE S256 (oidc-client-ts's default for code flow), the API's
 * audience as resource indicator on the authorize, token and refresh requests, and automatic
 * renewal once fewer than 120 s remain. Renewal uses the refresh token
 * (`offline_access`) and falls back to the silent iframe (see auth-controller.ts).
 *
 * Users are kept in sessionStorage (the library's default): tokens die with the tab, and a new
 * tab signs in again without a prompt through the silent SSO check. See
 * docs/decisions/0007-web-auth-session-and-guards.md.
 */
export function userManagerSettings(auth: HostConfig['auth'], origin: string): UserManagerSettings {
  return {
    authority: auth.authority,
    client_id: auth.clientId,
    redirect_uri: `${origin}${auth.redirectPath}`,
    silent_redirect_uri: `${origin}${auth.silentRedirectPath}`,
    post_logout_redirect_uri: `${origin}${auth.postLogoutRedirectPath}`,
    response_type: 'code',
    scope: auth.scope,
    disablePKCE: !auth.usePkce,
    resource: auth.audience,
    extraTokenParams: { resource: auth.audience },
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: TOKEN_REFRESH_THRESHOLD_S,
    // The ID token's claims are enough; the host's profile comes from our own /api/app/user/info.
    loadUserInfo: false,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  };
}

export function createUserManager(auth: HostConfig['auth'], origin = window.location.origin): UserManager {
  return new UserManager(userManagerSettings(auth, origin));
}

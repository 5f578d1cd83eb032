import { TOKEN_REFRESH_THRESHOLD_S } from '@hostdeck/contract/constants';
import type { HostConfig } from '@hostdeck/contract/public/public.schemas';
import type { UserManager, UserManagerSettings } from 'oidc-client-ts';
import type { SessionUser } from '@/shared/auth/auth-context';
import { whenPageSettled } from '@/shared/ui/use-page-settled';
import type { SessionManager } from './auth-controller';

/**
 * oidc-client-ts settings from `config/{hostname}.json`:
 * authorization code flow with PKCE S256 (oidc-client-ts's default for code flow), the API's
 * audience as resource indicator on the authorize, token and refresh requests, and automatic
 * renewal once fewer than 120 s remain. Renewal uses the refresh token
 * (`offline_access`) and falls back to the silent iframe (see auth-controller.ts).
 *
 * Users are kept in sessionStorage (the library's default store): tokens die with the tab, and a
 * new tab signs in again without a prompt through the silent SSO check. See
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
  };
}

/** Where oidc-client-ts's default store keeps the user: sessionStorage, under this key. */
export function storedUserKey(auth: Pick<HostConfig['auth'], 'authority' | 'clientId'>): string {
  return `oidc.user:${auth.authority}:${auth.clientId}`;
}

interface StoredUser {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_at?: unknown;
  profile?: { sub?: unknown };
}

/**
 * The signed-in user as oidc-client-ts stored it in this tab, read without the library: enough to
 * call the API and paint the first page. Anything unreadable counts as no user.
 */
export function readStoredUser(
  auth: Pick<HostConfig['auth'], 'authority' | 'clientId'>,
  storage: Storage = window.sessionStorage,
  nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
): SessionUser | null {
  let stored: StoredUser;
  try {
    stored = JSON.parse(storage.getItem(storedUserKey(auth)) ?? 'null') as StoredUser;
  } catch {
    return null;
  }
  if (!stored || typeof stored.access_token !== 'string' || typeof stored.profile?.sub !== 'string') {
    return null;
  }
  const expiresAt = typeof stored.expires_at === 'number' ? stored.expires_at : undefined;
  return {
    access_token: stored.access_token,
    refresh_token: typeof stored.refresh_token === 'string' ? stored.refresh_token : undefined,
    profile: stored.profile as SessionUser['profile'],
    state: undefined,
    // Counted down like the library's own `expires_in`, so the expiry checks see time pass.
    get expires_in() {
      return expiresAt === undefined ? undefined : expiresAt - nowSeconds();
    },
  };
}

/**
 * The session manager the app uses: oidc-client-ts (about 17 kB gzip) loads only when it has
 * work to do. A tab with a stored user paints its first page from the stored token, and the
 * library follows once the page has settled, to take over renewal (it arms its renewal timers
 * when it reads the user). Signing in, renewing, the silent SSO check and logging out load it
 * first. Event listeners added before it has loaded are handed to it when it has.
 */
export function createUserManager(auth: HostConfig['auth'], origin = window.location.origin): SessionManager {
  let loading: Promise<UserManager> | null = null;
  let loaded: UserManager | null = null;
  const waiting: ((manager: UserManager) => void)[] = [];
  const load = () => {
    loading ??= import('oidc-client-ts').then(({ UserManager }) => {
      loaded = new UserManager(userManagerSettings(auth, origin));
      for (const run of waiting.splice(0)) run(loaded);
      return loaded;
    });
    return loading;
  };
  /** Calls `run` with the manager now if it has loaded, else once it has (without loading it). */
  const withManager = (run: (manager: UserManager) => void) => {
    if (loaded) run(loaded);
    else waiting.push(run);
  };

  return {
    async getUser() {
      if (loaded) return loaded.getUser();
      const stored = readStoredUser(auth);
      if (stored) whenPageSettled(() => void load().then((manager) => manager.getUser()));
      return stored;
    },
    signinSilent: async (args) => (await load()).signinSilent(args),
    signinRedirect: async (args) => (await load()).signinRedirect(args),
    signinRedirectCallback: async () => (await load()).signinRedirectCallback(),
    signoutRedirect: async (args) => (await load()).signoutRedirect(args),
    removeUser: async () => (await load()).removeUser(),
    events: {
      addUserLoaded: (callback) => withManager((manager) => manager.events.addUserLoaded(callback)),
      addUserUnloaded: (callback) => withManager((manager) => manager.events.addUserUnloaded(callback)),
      addSilentRenewError: (callback) =>
        withManager((manager) => manager.events.addSilentRenewError(callback)),
      removeUserLoaded: (callback) => withManager((manager) => manager.events.removeUserLoaded(callback)),
      removeUserUnloaded: (callback) => withManager((manager) => manager.events.removeUserUnloaded(callback)),
      removeSilentRenewError: (callback) =>
        withManager((manager) => manager.events.removeSilentRenewError(callback)),
    },
  };
}

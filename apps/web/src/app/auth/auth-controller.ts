import { TOKEN_EXPIRED_WITHIN_S, TOKEN_EXPIRY_CHECK_S } from '@hostdeck/contract/constants';
import type { HostConfig } from '@hostdeck/contract/public/public.schemas';
import type { UserManager } from 'oidc-client-ts';
import type { AuthStatus, SessionUser } from '@/shared/auth/auth-context';
import type { AuthSession } from '@/shared/auth/auth-session';
import { safeReturnPath } from '@/app/guards/access.rules';
import { getActiveLocale } from '@/shared/i18n/active-locale';

export interface AuthSnapshot {
  status: AuthStatus;
  user: SessionUser | null;
}

/**
 * The part of oidc-client-ts's UserManager the controller drives. A real UserManager is one;
 * user-manager.ts gives one that reads the stored user without loading the library.
 */
export interface SessionManager {
  getUser(): Promise<SessionUser | null>;
  signinSilent(args?: Parameters<UserManager['signinSilent']>[0]): Promise<SessionUser | null>;
  signinRedirect: UserManager['signinRedirect'];
  signinRedirectCallback(): Promise<SessionUser>;
  signoutRedirect: UserManager['signoutRedirect'];
  removeUser: UserManager['removeUser'];
  events: {
    addUserLoaded(callback: (user: SessionUser) => void): unknown;
    addUserUnloaded(callback: () => void): unknown;
    addSilentRenewError(callback: () => void): unknown;
    removeUserLoaded(callback: (user: SessionUser) => void): unknown;
    removeUserUnloaded(callback: () => void): unknown;
    removeSilentRenewError(callback: () => void): unknown;
  };
}

/** Answers of a `prompt=none` check that simply mean "nobody is signed in at the identity server". */
const LOGGED_OUT_ERRORS = new Set([
  'login_required',
  'interaction_required',
  'consent_required',
  'account_selection_required',
]);

export function isLoggedOutAnswer(error: unknown): boolean {
  const code = (error as { error?: unknown } | null)?.error;
  return typeof code === 'string' && LOGGED_OUT_ERRORS.has(code);
}

/** A token counts as expired when it expires within 5 s (or has no expiry left). */
export function isTokenExpired(
  expiresInSeconds: number | undefined,
  withinSeconds = TOKEN_EXPIRED_WITHIN_S,
): boolean {
  return expiresInSeconds === undefined || expiresInSeconds <= withinSeconds;
}

export interface AuthController extends AuthSession {
  getSnapshot(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  /** Loads the stored user; without one (and unless told not to) runs the silent SSO check. */
  start(options: { silentCheck: boolean }): Promise<void>;
  login(returnTo?: string): Promise<void>;
  /** Finishes the redirect sign-in on `/auth-callback`; answers the path to go back to. */
  completeSignin(): Promise<string>;
  register(): void;
  changePassword(): void;
  dispose(): void;
}

/**
 * Authentication as plain state, outside React so the API client and the tests can drive it.
 * Refresh rules: oidc-client-ts renews once fewer than 120 s remain; a 60 s check
 * catches tokens that expire anyway (a sleeping laptop) using the "expired within 5 s" rule; a
 * refresh tries the refresh token, then the silent iframe; when both fail the host is logged out.
 */
export function createAuthController(
  manager: SessionManager,
  auth: Pick<HostConfig['auth'], 'registerUrl' | 'accountPasswordUrl'>,
  env: { assign: (url: string) => void } = { assign: (url) => window.location.assign(url) },
): AuthController {
  let snapshot: AuthSnapshot = { status: 'checking', user: null };
  const listeners = new Set<() => void>();
  let refreshing: Promise<boolean> | null = null;
  let expiryTimer: ReturnType<typeof setInterval> | null = null;

  const publish = (next: AuthSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  const handleUserLoaded = (user: SessionUser) => publish({ status: 'ready', user });
  const handleUserUnloaded = () => publish({ status: 'ready', user: null });
  const handleRenewError = () => void refreshOrLogout();
  let attached = false;
  let started: Promise<void> | null = null;
  let signinCompletion: Promise<string> | null = null;

  function attach(): void {
    if (attached) return;
    attached = true;
    manager.events.addUserLoaded(handleUserLoaded);
    manager.events.addUserUnloaded(handleUserUnloaded);
    manager.events.addSilentRenewError(handleRenewError);
  }

  async function tryRenew(): Promise<boolean> {
    const hadRefreshToken = Boolean(snapshot.user?.refresh_token);
    try {
      if (await manager.signinSilent()) return true;
    } catch {
      // fall through to the iframe
    }
    if (!hadRefreshToken) return false;
    // A revoked or expired refresh token while the SSO session lives on: the iframe still works.
    try {
      return Boolean(await manager.signinSilent({ forceIframeAuth: true }));
    } catch {
      return false;
    }
  }

  function refresh(): Promise<boolean> {
    // Many calls failing with 401 at once share one refresh.
    refreshing ??= tryRenew().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function refreshOrLogout(): Promise<boolean> {
    const ok = await refresh();
    if (!ok) await logout();
    return ok;
  }

  async function logout(): Promise<void> {
    try {
      await manager.signoutRedirect();
    } catch {
      // No end-session endpoint or the identity server is down: forget the user locally at least.
      await manager.removeUser();
      env.assign('/');
    }
  }

  function checkExpiry(): void {
    const user = snapshot.user;
    if (user && isTokenExpired(user.expires_in)) void refreshOrLogout();
  }

  async function initialise(silentCheck: boolean): Promise<void> {
    let user = await manager.getUser();
    if (user && isTokenExpired(user.expires_in)) {
      publish({ status: 'checking', user });
      user = (await refresh()) ? await manager.getUser() : null;
      if (!user) await manager.removeUser();
    }
    if (!user && silentCheck) {
      try {
        // SSO: a session at the identity server signs this tab in without a prompt.
        user = await manager.signinSilent({ prompt: 'none' });
      } catch (error) {
        if (!isLoggedOutAnswer(error)) console.warn('[auth] silent sign-in check failed', error);
        user = null;
      }
    }
    publish({ status: 'ready', user });
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(options) {
      attach();
      // React's strict mode mounts twice; the stored user is loaded and checked once.
      started ??= initialise(options.silentCheck);
      return started.then(() => {
        if (attached) expiryTimer ??= setInterval(checkExpiry, TOKEN_EXPIRY_CHECK_S * 1000);
      });
    },
    getAccessToken: () => snapshot.user?.access_token ?? null,
    refresh,
    logout,
    async login(returnTo) {
      // The identity pages open in the language the app shows.
      await manager.signinRedirect({
        state: { returnTo: safeReturnPath(returnTo) },
        ui_locales: getActiveLocale(),
      });
    },
    completeSignin() {
      // The callback's code can be redeemed once; strict mode's second effect reuses the answer.
      signinCompletion ??= manager.signinRedirectCallback().then((user) => {
        publish({ status: 'ready', user });
        const state = user.state as { returnTo?: string } | undefined;
        return safeReturnPath(state?.returnTo);
      });
      return signinCompletion;
    },
    register: () => env.assign(auth.registerUrl),
    changePassword: () => env.assign(auth.accountPasswordUrl),
    dispose() {
      if (expiryTimer) clearInterval(expiryTimer);
      expiryTimer = null;
      if (!attached) return;
      attached = false;
      manager.events.removeUserLoaded(handleUserLoaded);
      manager.events.removeUserUnloaded(handleUserUnloaded);
      manager.events.removeSilentRenewError(handleRenewError);
    },
  };
}

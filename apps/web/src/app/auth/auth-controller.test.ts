import type { User, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthController, isLoggedOutAnswer, isTokenExpired } from './auth-controller';

type Events = UserManager['events'];

function fakeUser(overrides: Partial<User> = {}): User {
  return {
    access_token: 'at',
    refresh_token: 'rt',
    expires_in: 300,
    profile: { sub: 'u1' },
    state: undefined,
    ...overrides,
  } as User;
}

function fakeManager(stored: User | null) {
  const handlers = { loaded: [] as ((u: User) => void)[], renewError: [] as (() => void)[] };
  const events = {
    addUserLoaded: (h: (u: User) => void) => handlers.loaded.push(h),
    addUserUnloaded: vi.fn(),
    addSilentRenewError: (h: () => void) => handlers.renewError.push(h),
    removeUserLoaded: vi.fn(),
    removeUserUnloaded: vi.fn(),
    removeSilentRenewError: vi.fn(),
  } as unknown as Events;
  const manager = {
    events,
    getUser: vi.fn(() => Promise.resolve(stored)),
    signinSilent: vi.fn<UserManager['signinSilent']>(),
    signinRedirect: vi.fn(() => Promise.resolve()),
    signinRedirectCallback: vi.fn<UserManager['signinRedirectCallback']>(),
    signoutRedirect: vi.fn(() => Promise.resolve()),
    removeUser: vi.fn(() => Promise.resolve()),
  };
  return { manager, handlers };
}

const urls = { registerUrl: 'https://id.test/register', accountPasswordUrl: 'https://id.test/password' };
const env = { assign: vi.fn() };

describe('auth rules', () => {
  it.each([
    [undefined, true],
    [-10, true],
    [0, true],
    [5, true],
    [6, false],
    [120, false],
  ])('expires_in %s → expired %s (within 5 s)', (expiresIn, expired) => {
    expect(isTokenExpired(expiresIn)).toBe(expired);
  });

  it('reads login_required and friends as "logged out"', () => {
    expect(isLoggedOutAnswer({ error: 'login_required' })).toBe(true);
    expect(isLoggedOutAnswer({ error: 'interaction_required' })).toBe(true);
    expect(isLoggedOutAnswer({ error: 'server_error' })).toBe(false);
    expect(isLoggedOutAnswer(new Error('timeout'))).toBe(false);
  });
});

describe('createAuthController', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the stored user without a silent check', async () => {
    const user = fakeUser();
    const { manager } = fakeManager(user);
    const auth = createAuthController(manager, urls, env);
    await auth.start({ silentCheck: true });
    expect(auth.getSnapshot()).toEqual({ status: 'ready', user });
    expect(auth.getAccessToken()).toBe('at');
    expect(manager.signinSilent).not.toHaveBeenCalled();
    auth.dispose();
  });

  it('runs the prompt=none SSO check without a stored user; login_required means logged out', async () => {
    const { manager } = fakeManager(null);
    manager.signinSilent.mockRejectedValueOnce(
      Object.assign(new Error('login_required'), { error: 'login_required' }),
    );
    const auth = createAuthController(manager, urls, env);
    await auth.start({ silentCheck: true });
    expect(manager.signinSilent).toHaveBeenCalledWith({ prompt: 'none' });
    expect(auth.getSnapshot()).toEqual({ status: 'ready', user: null });
    expect(auth.getAccessToken()).toBeNull();
    auth.dispose();
  });

  it('signs in from an SSO session found by the silent check', async () => {
    const user = fakeUser();
    const { manager } = fakeManager(null);
    manager.signinSilent.mockResolvedValueOnce(user);
    const auth = createAuthController(manager, urls, env);
    await auth.start({ silentCheck: true });
    expect(auth.getSnapshot().user).toBe(user);
    auth.dispose();
  });

  it('refreshes with the refresh token, falls back to the iframe, and shares one refresh', async () => {
    const { manager } = fakeManager(fakeUser());
    manager.signinSilent
      .mockRejectedValueOnce(new Error('invalid_grant'))
      .mockResolvedValueOnce(fakeUser({ access_token: 'new' }));
    const auth = createAuthController(manager, urls, env);
    await auth.start({ silentCheck: false });
    const [a, b] = await Promise.all([auth.refresh(), auth.refresh()]);
    expect(a && b).toBe(true);
    expect(manager.signinSilent.mock.calls).toEqual([[], [{ forceIframeAuth: true }]]);
    auth.dispose();
  });

  it('logs out when oidc-client-ts reports a failed renewal and no fallback works', async () => {
    const { manager, handlers } = fakeManager(fakeUser());
    manager.signinSilent.mockRejectedValue(new Error('nope'));
    const auth = createAuthController(manager, urls, env);
    await auth.start({ silentCheck: false });
    handlers.renewError.forEach((handler) => handler());
    await vi.waitFor(() => expect(manager.signoutRedirect).toHaveBeenCalledTimes(1));
    auth.dispose();
  });

  it('refreshes a stored token that is already expired before using it', async () => {
    const stale = fakeUser({ expires_in: 2 });
    const fresh = fakeUser({ access_token: 'fresh' });
    const { manager } = fakeManager(stale);
    manager.getUser.mockResolvedValueOnce(stale).mockResolvedValueOnce(fresh);
    manager.signinSilent.mockResolvedValueOnce(fresh);
    const auth = createAuthController(manager, urls, env);
    await auth.start({ silentCheck: true });
    expect(auth.getSnapshot()).toEqual({ status: 'ready', user: fresh });
    auth.dispose();
  });

  it('checks expiry every 60 s and refreshes a token expiring within 5 s', async () => {
    vi.useFakeTimers();
    const user = fakeUser({ expires_in: 100 });
    const { manager } = fakeManager(user);
    manager.signinSilent.mockResolvedValue(fakeUser());
    const auth = createAuthController(manager, urls, env);
    await auth.start({ silentCheck: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(manager.signinSilent).not.toHaveBeenCalled();
    Object.assign(user, { expires_in: 4 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    auth.dispose();
    vi.useRealTimers();
  });

  it('keeps the return path through the sign-in round trip, only if it is ours', async () => {
    const { manager } = fakeManager(null);
    const auth = createAuthController(manager, urls, env);
    await auth.login('https://evil.test');
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/' }, ui_locales: 'en-US' });
    manager.signinRedirectCallback.mockResolvedValueOnce(fakeUser({ state: { returnTo: '/calendar/u1' } }));
    await expect(auth.completeSignin()).resolves.toBe('/calendar/u1');
    // A second call (React strict mode) reuses the answer instead of redeeming the code twice.
    await expect(auth.completeSignin()).resolves.toBe('/calendar/u1');
    expect(manager.signinRedirectCallback).toHaveBeenCalledTimes(1);
  });

  it('sends register and password changes to the configured addresses', () => {
    const { manager } = fakeManager(null);
    const auth = createAuthController(manager, urls, env);
    auth.register();
    auth.changePassword();
    expect(env.assign.mock.calls).toEqual([['https://id.test/register'], ['https://id.test/password']]);
  });
});

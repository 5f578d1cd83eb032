import { User, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it } from 'vitest';
import { makeHostConfig } from '@/shared/ui/testing/fixtures';
import { readStoredUser, storedUserKey, userManagerSettings } from './user-manager';

// The first page is painted from the user as oidc-client-ts stored it, read without the library.
// These tests store the user through the real library, so a change of its storage format fails here.
describe('the stored user, read without oidc-client-ts', () => {
  const { auth } = makeHostConfig();
  afterEach(() => window.sessionStorage.clear());

  it('is what the library stored: token, refresh token, subject and time left', async () => {
    const manager = new UserManager(userManagerSettings(auth, 'http://localhost'));
    const now = Math.floor(Date.now() / 1000);
    await manager.storeUser(
      new User({
        access_token: 'access',
        refresh_token: 'refresh',
        token_type: 'Bearer',
        profile: { sub: 'host-1', iss: auth.authority, aud: auth.clientId, exp: now + 300, iat: now },
        expires_at: now + 300,
      }),
    );
    const user = readStoredUser(auth, window.sessionStorage, () => now + 100);
    expect(user?.access_token).toBe('access');
    expect(user?.refresh_token).toBe('refresh');
    expect(user?.profile.sub).toBe('host-1');
    expect(user?.expires_in).toBe(200);
  });

  it('is no user when nothing or something unreadable is stored', () => {
    expect(readStoredUser(auth)).toBeNull();
    window.sessionStorage.setItem(storedUserKey(auth), '{not json');
    expect(readStoredUser(auth)).toBeNull();
    window.sessionStorage.setItem(storedUserKey(auth), JSON.stringify({ profile: { sub: 'host-1' } }));
    expect(readStoredUser(auth)).toBeNull();
  });
});

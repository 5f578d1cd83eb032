import type { HostConfig } from '@hostdeck/contract/public/public.schemas';
import { isTokenExpired } from '@/app/auth/auth-controller';
import { readStoredUser } from '@/app/auth/user-manager';
import type { AuthSession } from '@/shared/auth/auth-session';

/**
 * The tab's stored session, for the first page's calls that go out before React has rendered (the
 * auth provider installs the full session a moment later and takes over). Only a token that is
 * still good is used: with none, the calls wait for the provider, which renews or signs in first.
 * It cannot renew or log out itself; a call it makes that is refused fails, and the page asks again
 * once it renders, with the provider's session.
 */
export function storedSession(
  auth: Pick<HostConfig['auth'], 'authority' | 'clientId'>,
  storage?: Storage,
): AuthSession | null {
  const user = readStoredUser(auth, storage);
  if (!user || isTokenExpired(user.expires_in)) return null;
  return {
    getAccessToken: () => user.access_token,
    refresh: () => Promise.resolve(false),
    logout: () => Promise.resolve(),
  };
}

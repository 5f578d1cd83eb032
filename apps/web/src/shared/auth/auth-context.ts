import type { User } from 'oidc-client-ts';
import { createContext } from 'react';

/**
 * What the app reads of the signed-in user: oidc-client-ts's `User` has it, and so has the user
 * read straight from session storage before that library has loaded (see user-manager.ts).
 */
export type SessionUser = Pick<User, 'access_token' | 'refresh_token' | 'expires_in' | 'profile' | 'state'>;

export type AuthStatus = 'checking' | 'ready';

export interface AuthContextValue {
  /** The signed-in user; null when logged out. Meaningful once `status` is `ready`. */
  user: SessionUser | null;
  /** `checking` while the stored user is loaded and the silent SSO check runs at start-up. */
  status: AuthStatus;
  /** Sends the browser to the identity server; comes back to `returnTo` (default: the current path). */
  login(returnTo?: string): Promise<void>;
  logout(): Promise<void>;
  /** Finishes a redirect sign-in (on `/auth-callback`); resolves to the path to return to. */
  completeSignin(): Promise<string>;
  register(): void;
  changePassword(): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

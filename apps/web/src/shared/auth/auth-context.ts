import type { User } from 'oidc-client-ts';
import { createContext } from 'react';

export type AuthStatus = 'checking' | 'ready';

export interface AuthContextValue {
  /** The signed-in user; null when logged out. Meaningful once `status` is `ready`. */
  user: User | null;
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

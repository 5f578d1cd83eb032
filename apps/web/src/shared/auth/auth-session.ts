/**
 * What the API client needs from authentication, without depending on React or oidc-client-ts:
 * the current access token, one refresh, and logout. The auth provider installs the real session
 * once it has a UserManager; until then calls go out anonymously (only public calls happen then).
 */
export interface AuthSession {
  getAccessToken(): string | null;
  /** Resolves true when a new access token is in place; never rejects. */
  refresh(): Promise<boolean>;
  logout(): Promise<void>;
}

const anonymousSession: AuthSession = {
  getAccessToken: () => null,
  refresh: () => Promise.resolve(false),
  logout: () => Promise.resolve(),
};

let currentSession: AuthSession = anonymousSession;

export function setAuthSession(session: AuthSession | null): void {
  currentSession = session ?? anonymousSession;
}

export function getAuthSession(): AuthSession {
  return currentSession;
}

import type { ClientMetadata } from 'oidc-provider';

/**
 * Where the embedded identity server sends the browser back to the web app. The web app's router
 * serves these paths (apps/web: oidc-client-ts `redirect_uri`, `silent_redirect_uri`,
 * `post_logout_redirect_uri`); redirect URIs must match exactly, so both sides use these values.
 */
export const WEB_LOGIN_CALLBACK_PATH = '/auth-callback';
export const WEB_SILENT_CALLBACK_PATH = '/silent-callback';
export const WEB_POST_LOGOUT_PATH = '/';

/** Scopes the web app asks for (oidc-client-ts `scope`, space-joined): OIDC identity, a refresh token, and the API. */
export const WEB_CLIENT_SCOPES = ['openid', 'profile', 'email', 'offline_access', 'api'] as const;

/** OIDC scopes the provider knows; `api` is the API's own (resource) scope. */
export const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;
/** What an access token for the API may carry (`getResourceServerInfo`). */
export const API_RESOURCE_SCOPE = 'openid profile email offline_access api';

export interface WebClientUrls {
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Origins allowed to call the token endpoint from a browser (CORS). */
  origins: string[];
}

export function webClientUrls(publicUrl: string): WebClientUrls {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    redirectUris: [`${base}${WEB_LOGIN_CALLBACK_PATH}`, `${base}${WEB_SILENT_CALLBACK_PATH}`],
    postLogoutRedirectUris: [`${base}${WEB_POST_LOGOUT_PATH}`],
    origins: [new URL(base).origin],
  };
}

/** The one client: the web app, a public client (no secret) that must use PKCE S256. */
export function webClientMetadata(publicUrl: string, clientId: string): ClientMetadata {
  const urls = webClientUrls(publicUrl);
  return {
    client_id: clientId,
    client_name: 'Hostdeck',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: urls.redirectUris,
    post_logout_redirect_uris: urls.postLogoutRedirectUris,
  };
}

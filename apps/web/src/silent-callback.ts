import { UserManager } from 'oidc-client-ts';

// The hidden iframe of a silent sign-in lands here. signinSilentCallback only posts this URL to
// the parent window, which does the token exchange; it never reads the client settings, so the
// values below only satisfy the constructor. Loading the whole app here would cost the iframe
// every vendor chunk; this page shares only the (already cached) oidc chunk.
void new UserManager({
  authority: window.location.origin,
  client_id: 'silent-callback',
  redirect_uri: window.location.href,
}).signinSilentCallback();

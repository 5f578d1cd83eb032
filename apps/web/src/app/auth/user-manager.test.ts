import { OidcClient } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { makeHostConfig } from '@/shared/ui/testing/fixtures';
import { userManagerSettings } from './user-manager';

describe('the web app login', () => {
  it('asks for the authorization code flow with PKCE S256, the only flow the identity server offers', async () => {
    const { auth } = makeHostConfig();
    const client = new OidcClient({
      ...userManagerSettings(auth, 'http://localhost'),
      // Given here, so that building the request needs no discovery call.
      metadata: { issuer: auth.authority, authorization_endpoint: `${auth.authority}/auth` },
    });
    const request = await client.createSigninRequest({});
    const params = new URL(request.url).searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });
});

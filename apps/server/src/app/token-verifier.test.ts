import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTokenVerifier } from './token-verifier';

/** An external identity server (as with OIDC_ISSUER = Keycloak): discovery plus a JWKS endpoint. */
describe('token verification against an external issuer', () => {
  let server: Server;
  let issuer: string;
  let signingKey: CryptoKey;
  let discoveryCalls = 0;

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    signingKey = privateKey;
    const jwk = { ...(await exportJWK(publicKey)), kid: 'external-1', alg: 'RS256', use: 'sig' };
    server = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      if (request.url === '/realms/hostdeck/.well-known/openid-configuration') {
        discoveryCalls += 1;
        response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/protocol/openid-connect/certs` }));
      } else if (request.url === '/realms/hostdeck/protocol/openid-connect/certs') {
        response.end(JSON.stringify({ keys: [jwk] }));
      } else {
        response.statusCode = 404;
        response.end('{}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/hostdeck`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const sign = (claims: { iss?: string; aud?: string; exp?: number }, key: CryptoKey = signingKey) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'external-1' })
      .setIssuer(claims.iss ?? issuer)
      .setAudience(claims.aud ?? 'hostdeck-api')
      .setSubject('00000000-0000-4000-8000-000000000001')
      .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(key);

  const verifier = () =>
    createTokenVerifier({
      oidc: { issuer, audience: 'hostdeck-api', embedded: false, clientId: 'hostdeck-web' },
      // External mode never reads our database.
      db: undefined as unknown as Database,
    });

  it('accepts a token the issuer signed and caches discovery', async () => {
    const v = verifier();
    const before = discoveryCalls;
    await expect(v.verify(await sign({}))).resolves.toMatchObject({ iss: issuer, aud: 'hostdeck-api' });
    await expect(v.verify(await sign({}))).resolves.toBeTruthy();
    expect(discoveryCalls - before).toBe(1);
  });

  it('rejects another issuer, another audience, an expired token and another key', async () => {
    const v = verifier();
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    await expect(v.verify(await sign({ iss: 'http://evil.test' }))).rejects.toThrow();
    await expect(v.verify(await sign({ aud: 'other-api' }))).rejects.toThrow();
    await expect(v.verify(await sign({ exp: Math.floor(Date.now() / 1000) - 60 }))).rejects.toThrow(/exp/);
    await expect(v.verify(await sign({}, otherKey))).rejects.toThrow();
  });

  it('remembers a verified token until its expiry, and no longer', async () => {
    let now = Date.now();
    const v = createTokenVerifier({
      oidc: { issuer, audience: 'hostdeck-api', embedded: false, clientId: 'hostdeck-web' },
      db: undefined as unknown as Database,
      cache: { now: () => now },
    });
    const exp = Math.floor(Date.now() / 1000) + 600;
    const token = await sign({ exp });
    const first = await v.verify(token);
    // The same payload object: the second call was answered without checking the signature again.
    expect(await v.verify(token)).toBe(first);

    // Past its expiry the cache lets go, and the full check (on the real clock here) runs again.
    now = exp * 1000;
    const again = await v.verify(token);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('never remembers a token that failed', async () => {
    const v = verifier();
    const token = await sign({ aud: 'other-api' });
    await expect(v.verify(token)).rejects.toThrow();
    await expect(v.verify(token)).rejects.toThrow();
  });
});

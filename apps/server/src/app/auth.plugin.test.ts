import { randomUUID } from 'node:crypto';
import { generateKeyPair, importJWK, SignJWT, UnsecuredJWT, type CryptoKey } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CORRELATION_ID_HEADER } from '@hostdeck/contract/http/error.schemas';
import { expectApiError, expectTokenRequired } from '../../test/expectations';
import { createTestApp, demo, signAccessToken, type TestApp } from '../../test/test-app';
import { loadSigningKeys } from '../identity/identity.keys';

const USER_INFO = '/api/app/user/info';

describe('bearer token verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets a valid token through and rejects missing, forged and expired ones', async () => {
    await expectTokenRequired(t, { method: 'GET', url: USER_INFO });
  });

  it('rejects a token for another audience or from another issuer', async () => {
    for (const options of [
      { audience: 'https://elsewhere.test/api' },
      { issuer: 'https://evil.test/auth' },
    ]) {
      const token = await t.tokenFor(demo.anna, options);
      expectApiError(
        await t.app.inject({ url: USER_INFO, headers: { authorization: `Bearer ${token}` } }),
        401,
        'common.unauthorized',
      );
    }
  });

  it('rejects unsigned and shared-secret tokens even with the right claims', async () => {
    const sub = await t.userIdOf(demo.anna);
    const unsigned = new UnsecuredJWT({})
      .setIssuer(t.config.oidc.issuer)
      .setAudience(t.config.oidc.audience)
      .setSubject(sub)
      .setExpirationTime('1h')
      .encode();
    const hmac = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(t.config.oidc.issuer)
      .setAudience(t.config.oidc.audience)
      .setSubject(sub)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-shared-secret-of-at-least-32-bytes!!'));
    for (const token of [unsigned, hmac]) {
      expectApiError(
        await t.app.inject({ url: USER_INFO, headers: { authorization: `Bearer ${token}` } }),
        401,
      );
    }
  });

  it('answers 401 when the token belongs to no known user', async () => {
    const { privateJwks } = await loadSigningKeys(t.db);
    const jwk = privateJwks.keys[0]!;
    const key = await importJWK(jwk, 'RS256');
    for (const sub of [randomUUID(), 'not-a-uuid']) {
      const token = await signAccessToken(sub, t.config, {
        key: key as CryptoKey,
        kid: jwk.kid,
        alg: 'RS256',
      });
      const body = expectApiError(
        await t.app.inject({ url: USER_INFO, headers: { authorization: `Bearer ${token}` } }),
        401,
      );
      expect(body.message).toMatch(/no known user/);
    }
  });

  it('keeps a well-formed incoming correlation id and makes one otherwise', async () => {
    const kept = await t.app.inject({
      url: USER_INFO,
      headers: { [CORRELATION_ID_HEADER]: 'trace-1234567890' },
    });
    expect(kept.headers[CORRELATION_ID_HEADER]).toBe('trace-1234567890');
    const replaced = await t.app.inject({
      url: USER_INFO,
      headers: { [CORRELATION_ID_HEADER]: 'bad id <script>' },
    });
    expect(replaced.headers[CORRELATION_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not accept the token in another header scheme', async () => {
    const token = await t.tokenFor(demo.anna);
    expectApiError(await t.app.inject({ url: USER_INFO, headers: { authorization: `Basic ${token}` } }), 401);
  });

  it('refuses a token signed by an unknown key id', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await t.tokenFor(demo.anna, {
      signingKey: { key: privateKey, kid: 'unknown-kid', alg: 'RS256' },
    });
    expectApiError(
      await t.app.inject({ url: USER_INFO, headers: { authorization: `Bearer ${token}` } }),
      401,
    );
  });

  describe('with verified tokens remembered', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('refuses a token once it expires, even one that was let through just before', async () => {
      const token = await t.tokenFor(demo.anna, { expiresIn: 60 });
      const headers = { authorization: `Bearer ${token}` };
      expect((await t.app.inject({ url: USER_INFO, headers })).statusCode).toBe(200);
      expect((await t.app.inject({ url: USER_INFO, headers })).statusCode).toBe(200);

      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
      const body = expectApiError(await t.app.inject({ url: USER_INFO, headers }), 401);
      expect(body.message).toMatch(/expired/);
    });

    it('does not let a changed token ride on the verified one', async () => {
      const token = await t.tokenFor(demo.anna);
      const headers = { authorization: `Bearer ${token}` };
      expect((await t.app.inject({ url: USER_INFO, headers })).statusCode).toBe(200);
      const [header, payload, signature] = token.split('.') as [string, string, string];
      // A character in the middle: every one of its bits is signature. The last characters of a
      // base64url signature carry unused bits, so changing them can leave the same bytes (and a
      // token that still verifies, which made this test fail now and then).
      const middle = Math.floor(signature.length / 2);
      const flipped = `${signature.slice(0, middle)}${signature[middle] === 'A' ? 'B' : 'A'}${signature.slice(middle + 1)}`;
      expectApiError(
        await t.app.inject({
          url: USER_INFO,
          headers: { authorization: `Bearer ${header}.${payload}.${flipped}` },
        }),
        401,
      );
    });
  });
});

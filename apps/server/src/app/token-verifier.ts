import type { JSONWebKeySet, JWTPayload, JWTVerifyGetKey } from 'jose';
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { Database } from '../db/client';
import { loadSigningKeys } from '../identity/identity.keys';
import type { OidcConfig } from './config';

/** Asymmetric algorithms only: a token signed with a shared secret or `none` is never accepted. */
const ALLOWED_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

export interface TokenVerifier {
  /** Checks signature, issuer, audience and expiry; throws a jose error otherwise. */
  verify(token: string): Promise<JWTPayload>;
}

interface KeySource {
  get(): Promise<JWTVerifyGetKey>;
  /** Forget cached keys (a key rotation happened since they were read). */
  reset(): void;
}

/** Unknown key ids re-read the keys at most this often, so forged tokens cannot hammer the database. */
const KEY_RELOAD_COOLDOWN_MS = 30_000;

/** Embedded identity server: its public keys live in our database (identity/identity.keys.ts). */
function localKeySource(db: Database): KeySource {
  let cached: Promise<JWTVerifyGetKey> | null = null;
  let loadedAt = 0;
  return {
    get() {
      if (!cached) {
        loadedAt = Date.now();
        cached = loadSigningKeys(db).then(({ publicJwks }) => createLocalJWKSet(publicJwks as JSONWebKeySet));
        cached.catch(() => {
          cached = null;
        });
      }
      return cached;
    },
    reset() {
      if (Date.now() - loadedAt >= KEY_RELOAD_COOLDOWN_MS) cached = null;
    },
  };
}

/**
 * External identity server (`OIDC_ISSUER`): discovery names the jwks_uri; jose caches and refreshes
 * the remote key set. Discovery runs on first use so the API starts even while the issuer is down.
 */
function remoteKeySource(issuer: string, fetchImpl: typeof fetch): KeySource {
  let cached: Promise<JWTVerifyGetKey> | null = null;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const response = await fetchImpl(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`OIDC discovery at ${issuer} answered ${response.status}`);
    const document = (await response.json()) as { issuer?: string; jwks_uri?: string };
    if (document.issuer !== issuer)
      throw new Error(`OIDC discovery issuer ${document.issuer} does not match ${issuer}`);
    if (!document.jwks_uri) throw new Error(`OIDC discovery at ${issuer} has no jwks_uri`);
    return createRemoteJWKSet(new URL(document.jwks_uri));
  };
  return {
    get() {
      cached ??= discover();
      cached.catch(() => {
        cached = null;
      });
      return cached;
    },
    reset() {
      // The remote set refreshes itself on an unknown kid; discovery itself stays valid.
    },
  };
}

export function createTokenVerifier(options: {
  oidc: OidcConfig;
  db: Database;
  fetchImpl?: typeof fetch;
}): TokenVerifier {
  const { oidc } = options;
  const keys = oidc.embedded
    ? localKeySource(options.db)
    : remoteKeySource(oidc.issuer, options.fetchImpl ?? fetch);
  const verifyWith = async (token: string) => {
    const { payload } = await jwtVerify(token, await keys.get(), {
      issuer: oidc.issuer,
      audience: oidc.audience,
      algorithms: ALLOWED_ALGORITHMS,
      requiredClaims: ['sub', 'exp'],
    });
    return payload;
  };
  return {
    async verify(token) {
      try {
        return await verifyWith(token);
      } catch (error) {
        if (error instanceof errors.JWKSNoMatchingKey) {
          keys.reset();
          return verifyWith(token);
        }
        throw error;
      }
    },
  };
}

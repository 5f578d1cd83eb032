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

/** Tokens remembered at most; beyond it the oldest are verified again when they come back. */
const DEFAULT_CACHE_ENTRIES = 10_000;

/**
 * Verified tokens remembered until they expire. The web app sends the same access token with every
 * call for its whole lifetime, and checking its RSA signature and claims again each time showed up in
 * every authenticated call's profile. Only tokens that passed every check are kept, keyed by the whole
 * token, so a changed byte is a different key and goes through the full check. Expiry is checked on
 * every hit: an expired token leaves the cache and fails verification as before.
 */
function verifiedTokenCache(maxEntries: number, now: () => number) {
  const entries = new Map<string, { payload: JWTPayload; expiresAtMs: number }>();
  return {
    get(token: string): JWTPayload | null {
      const entry = entries.get(token);
      if (!entry) return null;
      if (now() < entry.expiresAtMs) return entry.payload;
      entries.delete(token);
      return null;
    },
    set(token: string, payload: JWTPayload): void {
      // requiredClaims makes `exp` present; a token without one is never kept.
      if (typeof payload.exp !== 'number') return;
      entries.set(token, { payload: Object.freeze(payload), expiresAtMs: payload.exp * 1000 });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
  };
}

export function createTokenVerifier(options: {
  oidc: OidcConfig;
  db: Database;
  fetchImpl?: typeof fetch;
  /** Verified tokens kept (0 turns the cache off) and the clock that expires them; for tests. */
  cache?: { maxEntries?: number; now?: () => number };
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
  const verifyChecked = async (token: string) => {
    try {
      return await verifyWith(token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey) {
        keys.reset();
        return verifyWith(token);
      }
      throw error;
    }
  };
  const maxEntries = options.cache?.maxEntries ?? DEFAULT_CACHE_ENTRIES;
  if (maxEntries <= 0) return { verify: verifyChecked };
  const verified = verifiedTokenCache(maxEntries, options.cache?.now ?? (() => Date.now()));
  return {
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      const payload = await verifyChecked(token);
      verified.set(token, payload);
      return payload;
    },
  };
}

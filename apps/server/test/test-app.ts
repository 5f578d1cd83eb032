import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { importJWK, SignJWT, type CryptoKey, type JWK, type KeyObject } from 'jose';
import { inject } from 'vitest';
import { buildApp } from '../src/app/build-app';
import { loadConfig, type AppConfig, type Env } from '../src/app/config';
import type { AppLogger } from '../src/app/logger';
import type { Database, DatabaseHandle } from '../src/db/client';
import { loadSigningKeys } from '../src/identity/identity.keys';
import { findUserByEmail } from '../src/modules/user/user.repository';
import { checkDeclaredErrorCodes } from './declared-error-codes';
import { openTestDatabase } from './test-database';

export interface TokenOptions {
  /** Seconds from now until `exp`; negative for an already expired token. Default 3600. */
  expiresIn?: number;
  issuer?: string;
  audience?: string;
  /** Sign with this key instead of the identity server's (forged tokens). */
  signingKey?: { key: CryptoKey | KeyObject | Uint8Array; kid?: string; alg?: string };
  /** Extra claims (`sid`, ...). */
  claims?: Record<string, unknown>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: AppConfig;
  /** A real access token for a seeded user, signed with the stored key (iss/aud from config). */
  tokenFor(email: string, options?: TokenOptions): Promise<string>;
  /** `{ authorization: 'Bearer ...' }` for inject. */
  authHeaders(email: string, options?: TokenOptions): Promise<{ authorization: string }>;
  userIdOf(email: string): Promise<string>;
  close(): Promise<void>;
}

/** Signs an access token the way the embedded identity server does (RS256 JWT, sub = users.id). */
export async function signAccessToken(
  subject: string,
  config: AppConfig,
  key: { key: CryptoKey | KeyObject | Uint8Array; kid?: string; alg?: string },
  options: TokenOptions = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = options.expiresIn ?? 3600;
  return new SignJWT({
    scope: 'openid profile email offline_access api',
    client_id: config.oidc.clientId,
    ...options.claims,
  })
    .setProtectedHeader({ alg: key.alg ?? 'RS256', typ: 'at+jwt', ...(key.kid ? { kid: key.kid } : {}) })
    .setIssuer(options.issuer ?? config.oidc.issuer)
    .setAudience(options.audience ?? config.oidc.audience)
    .setSubject(subject)
    .setIssuedAt(Math.min(now, now + expiresIn - 60))
    .setExpirationTime(now + expiresIn)
    .sign(key.key);
}

export interface TestAppOptions {
  /** Where the app logs (a test reading its lines); silent otherwise. */
  logger?: AppLogger;
}

/**
 * The whole app on a fresh database copied from the run's template (demo seed included), called
 * through `app.inject`. Close it at the end of the file: PGlite keeps the process alive otherwise.
 * An error answer with a code its contract row does not declare turns into a 500 that names it.
 */
export async function createTestApp(env: Env = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const template = inject('testDatabaseTemplate');
  const database = await openTestDatabase(template);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://hostdeck.test',
    DATA_DIR: template.dataDir,
    WEB_DIST_DIR: join(template.dataDir, 'no-web-build'),
    // The expiry job starts with every test app but runs only when a test asks for it (a shorter
    // interval, or runBookingRequestExpiry itself): a request a test left past its deadline stays as
    // the test left it.
    REQUEST_EXPIRY_INTERVAL_MS: String(60 * 60_000),
    // The same for imported calendars: read only when a test asks (a refresh call, or a short interval).
    ICAL_REFRESH_INTERVAL_MS: String(60 * 60_000),
    ...env,
  });
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database, ...(options.logger ? { logger: options.logger } : {}) });
    checkDeclaredErrorCodes(app);
    await app.ready();
  } catch (error) {
    await database.close();
    throw error;
  }
  const { db } = database;

  const { privateJwks } = await loadSigningKeys(db);
  const jwk = privateJwks.keys[0] as JWK;
  const signingKey = { key: (await importJWK(jwk, 'RS256')) as CryptoKey, kid: jwk.kid, alg: 'RS256' };

  const userIdOf = async (email: string) => {
    const user = await findUserByEmail(db, email);
    if (!user) throw new Error(`No seeded user ${email}`);
    return user.id;
  };
  const tokenFor = async (email: string, options: TokenOptions = {}) =>
    signAccessToken(await userIdOf(email), config, options.signingKey ?? signingKey, options);

  return {
    app,
    db,
    database,
    config,
    tokenFor,
    authHeaders: async (email, options) => ({ authorization: `Bearer ${await tokenFor(email, options)}` }),
    userIdOf,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const demo = {
  anna: 'anna@demo.test',
  agency: 'agency@demo.test',
  newHost: 'new@demo.test',
  staff: 'staff@demo.test',
} as const;

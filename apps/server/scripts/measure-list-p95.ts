// Measures the property list endpoints in-process (issue 3 "list endpoint p95"):
//   npx tsx apps/server/scripts/measure-list-p95.ts [--extra-units 5000] [--calls 200]
// Builds the app on an in-memory PGlite, seeds the demo data (plus the opt-in extra agency
// units), then times `GET /api/app/property-list?page=N` and `?criteria[search]=...` through
// `app.inject`, as agency@demo.test, and prints p50/p95 per kind. Numbers include routing,
// auth (JWT verification), validation, the queries and serialisation; no network.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { importJWK, SignJWT, type JWK } from 'jose';
import { buildApp } from '../src/app/build-app';
import { loadConfig } from '../src/app/config';
import { openDatabase } from '../src/db/client';
import { seedDemoData } from '../src/db/seed/seed';
import { loadSigningKeys } from '../src/identity/identity.keys';
import { findUserByEmail } from '../src/modules/user/user.repository';

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? Number.NaN : Number(process.argv[index + 1]);
  return Number.isFinite(value) ? value : fallback;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const SEARCHES = ['harbour', 'Villa', 'residence', 'olive', 'studio split', 'zzz-no-match', 'Stone'];

async function main(): Promise<void> {
  const extraUnits = argument('extra-units', 0);
  const calls = argument('calls', 200);
  const dataDir = mkdtempSync(join(tmpdir(), 'hostdeck-measure-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://hostdeck.measure',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
  });
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await database.migrate();
    const seedStart = performance.now();
    await seedDemoData(database.db, { filesDir: config.filesDir, extraUnits });
    console.info(
      `Seeded demo data + ${extraUnits} extra units in ${Math.round(performance.now() - seedStart)} ms`,
    );

    const app = await buildApp({ config, database });
    await app.ready();
    const agency = await findUserByEmail(database.db, 'agency@demo.test');
    if (!agency) throw new Error('The demo seed has no agency');
    const { privateJwks } = await loadSigningKeys(database.db);
    const jwk = privateJwks.keys[0] as JWK;
    const token = await new SignJWT({ scope: 'openid api', client_id: config.oidc.clientId })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', ...(jwk.kid ? { kid: jwk.kid } : {}) })
      .setIssuer(config.oidc.issuer)
      .setAudience(config.oidc.audience)
      .setSubject(agency.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importJWK(jwk, 'RS256'));
    const headers = { authorization: `Bearer ${token}` };

    const first = await app.inject({ url: '/api/app/property-list', headers });
    const { pagination } = first.json() as {
      pagination: { total: number; pageCount: number; pageSize: number };
    };
    console.info(
      `Agency: ${pagination.total} properties, ${pagination.pageCount} pages of ${pagination.pageSize}`,
    );

    const time = async (urls: (i: number) => string) => {
      const durations: number[] = [];
      for (let i = 0; i < 10; i += 1) await app.inject({ url: urls(i), headers }); // warm-up
      for (let i = 0; i < calls; i += 1) {
        const start = performance.now();
        const response = await app.inject({ url: urls(i), headers });
        durations.push(performance.now() - start);
        if (response.statusCode !== 200) throw new Error(`${urls(i)} answered ${response.statusCode}`);
      }
      const sorted = durations.sort((a, b) => a - b);
      return { p50: percentile(sorted, 50).toFixed(1), p95: percentile(sorted, 95).toFixed(1) };
    };

    const pages = Math.max(1, pagination.pageCount);
    const byPage = await time((i) => `/api/app/property-list?page=${(i % pages) + 1}`);
    const bySearch = await time(
      (i) =>
        `/api/app/property-list?criteria[search]=${encodeURIComponent(SEARCHES[i % SEARCHES.length] ?? '')}&page=${(i % 3) + 1}`,
    );
    console.info(
      `GET /api/app/property-list?page=N          ${calls} calls: p50 ${byPage.p50} ms, p95 ${byPage.p95} ms`,
    );
    console.info(
      `GET /api/app/property-list?criteria[search] ${calls} calls: p50 ${bySearch.p50} ms, p95 ${bySearch.p95} ms`,
    );
    await app.close();
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

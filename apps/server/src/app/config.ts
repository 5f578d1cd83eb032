import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Public OIDC client id of the web app (embedded identity server and config/{hostname}.json agree on it). */
export const WEB_CLIENT_ID = 'hostdeck-web';

export interface OidcConfig {
  /** Issuer URL tokens must carry in `iss`. */
  issuer: string;
  /** Audience tokens must carry in `aud` (the API's resource indicator). */
  audience: string;
  /** True when our own identity server runs at `/auth`; false when `OIDC_ISSUER` names an external one. */
  embedded: boolean;
  clientId: typeof WEB_CLIENT_ID;
}

export interface MaintenanceConfig {
  from: string;
  to: string;
}

export interface AppConfig {
  port: number;
  /** Interface to listen on; 0.0.0.0 so containers and other machines can reach the server. */
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  oidc: OidcConfig;
  logLevel: string;
  webDistDir: string;
  filesDir: string;
  /** A planned maintenance window announced by /api/public/settings, or null. */
  maintenance: MaintenanceConfig | null;
  /** External help centre (HELP_CENTER_URL); null hides the link (features.helpCenterLink). */
  helpCenterUrl: string | null;
  /** Where logged-out visitors go (LANDING_URL); our own front door by default. */
  landingUrl: string;
  /**
   * E2E_TEST_ACCOUNTS=1, set only by the browser tests' global setup: mounts the route that makes
   * copies of demo accounts (test-accounts.routes.ts). It needs no token, so never in production.
   */
  testAccountsRoute: boolean;
  /** How often booking requests past their answer deadline are expired (REQUEST_EXPIRY_INTERVAL_MS). */
  requestExpiryIntervalMs: number;
  /** How often imported iCal feeds are read again (ICAL_REFRESH_INTERVAL_MS, default 15 minutes). */
  icalRefreshIntervalMs: number;
  /**
   * ICAL_ALLOW_PRIVATE_HOSTS=true lets feed reads reach loopback and private addresses (tests serve
   * feeds from this machine); never in production, where it would open the internal network to hosts.
   */
  icalAllowPrivateHosts: boolean;
}

export type Env = Record<string, string | undefined>;

/**
 * The repository root, found by walking up to the workspace root package.json. Walking (instead of
 * a fixed `../..`) keeps the answer right both from `src/app/config.ts` and from the bundled `dist/server.js`.
 */
export function findRepoRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
        if (Array.isArray(parsed.workspaces)) return dir;
      } catch {
        // An unreadable manifest is not the root; keep walking.
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be an integer 0-65535, got "${value}"`);
  return port;
}

function parsePositiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  // Timers take at most 2^31 - 1 ms; Node would turn a longer interval into 1 ms.
  if (!Number.isInteger(parsed) || parsed <= 0 || parsed > 2_147_483_647)
    throw new Error(`${name} must be a whole number from 1 to 2147483647, got "${value}"`);
  return parsed;
}

function parseMaintenance(env: Env): MaintenanceConfig | null {
  const from = nonEmpty(env.MAINTENANCE_FROM);
  const to = nonEmpty(env.MAINTENANCE_TO);
  if (!from || !to) return null;
  if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) {
    throw new Error('MAINTENANCE_FROM and MAINTENANCE_TO must be ISO dates');
  }
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/** Every setting is optional (DESIGN.md "Start-up contract"); defaults give the one-process embedded setup. */
export function loadConfig(env: Env = process.env): AppConfig {
  const root = findRepoRoot();
  const port = parsePort(nonEmpty(env.PORT));
  const publicUrl = (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const dataDir = resolve(root, nonEmpty(env.DATA_DIR) ?? '.data');
  const externalIssuer = nonEmpty(env.OIDC_ISSUER)?.replace(/\/+$/, '');
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    publicUrl,
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL) ?? null,
    oidc: {
      issuer: externalIssuer ?? `${publicUrl}/auth`,
      audience: nonEmpty(env.OIDC_AUDIENCE) ?? `${publicUrl}/api`,
      embedded: externalIssuer === undefined,
      clientId: WEB_CLIENT_ID,
    },
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    webDistDir: resolve(root, nonEmpty(env.WEB_DIST_DIR) ?? 'apps/web/dist'),
    filesDir: join(dataDir, 'files'),
    maintenance: parseMaintenance(env),
    helpCenterUrl: nonEmpty(env.HELP_CENTER_URL) ?? null,
    landingUrl: nonEmpty(env.LANDING_URL) ?? `${publicUrl}/`,
    testAccountsRoute: nonEmpty(env.E2E_TEST_ACCOUNTS) === '1',
    requestExpiryIntervalMs: parsePositiveInteger(
      'REQUEST_EXPIRY_INTERVAL_MS',
      nonEmpty(env.REQUEST_EXPIRY_INTERVAL_MS),
      30_000,
    ),
    icalRefreshIntervalMs: parsePositiveInteger(
      'ICAL_REFRESH_INTERVAL_MS',
      nonEmpty(env.ICAL_REFRESH_INTERVAL_MS),
      15 * 60_000,
    ),
    icalAllowPrivateHosts: nonEmpty(env.ICAL_ALLOW_PRIVATE_HOSTS) === 'true',
  };
}

// The built server and a demo host signed in through the real pages, for the browser measurements
// (`npm run lighthouse`, `npm run profile:page`).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './bench-server.mjs';
import { repoRoot } from './process.mjs';

const DEMO_HOST = { email: 'anna@demo.test', password: 'demo1234' };

/**
 * Starts the built server (`npm run build` first) on a free port with a fresh data directory, whose
 * seed holds the demo accounts. `webDistDir` serves another build of the web app (an unminified one).
 */
export async function startServer({ webDistDir } = {}) {
  const entry = path.join(repoRoot, 'apps/server/dist/server.js');
  if (!existsSync(entry)) throw new Error('apps/server/dist/server.js is missing: run `npm run build` first');
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hostdeck-measure-'));
  const env = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
  };
  delete env.DATABASE_URL;
  delete env.OIDC_ISSUER;
  delete env.OIDC_AUDIENCE;
  const server = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/public/settings`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, stop };
}

/** Signs the demo host in through the app's front door and the identity server's page; returns a unit's address. */
export async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.waitForSelector('input[name=email]');
  await page.type('input[name=email]', DEMO_HOST.email);
  await page.type('input[name=password]', DEMO_HOST.password);
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
  await page.waitForFunction("location.pathname === '/home'", { timeout: 30_000 });
  // A unit of the host's first property, read through the API with the tab's own token.
  return page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    const token = key ? JSON.parse(sessionStorage.getItem(key) ?? '{}').access_token : null;
    const answer = await fetch('/api/app/properties', { headers: { Authorization: `Bearer ${token}` } });
    const body = await answer.json();
    if (!Array.isArray(body.items)) throw new Error(`GET /api/app/properties answered ${answer.status}`);
    // A finished unit: its page shows the unit's settings (one in progress opens the listing flow).
    const property = body.items.find((item) => item.firstFinishedUnitId);
    return property ? `/properties/${property.id}/units/${property.firstFinishedUnitId}` : null;
  });
}

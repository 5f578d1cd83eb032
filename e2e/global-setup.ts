import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_URL_ENV } from './fixtures/env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');
const artifactsDir = path.join(repoRoot, 'e2e/artifacts');
const serverLog = path.join(artifactsDir, 'server.log');

// DESIGN.md: tests never assume 8080 is free. Asking the OS for a port and releasing it leaves a
// tiny window for a race, which is acceptable for one local test run.
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(baseUrl: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/public/settings`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /api/public/settings within ${timeoutMs / 1000} s`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/** Starts the real built server on a free port with a fresh data directory; returns the teardown. */
// eslint-disable-next-line no-restricted-syntax -- Playwright loads globalSetup through its default export.
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(serverEntry)) {
    throw new Error(`${path.relative(repoRoot, serverEntry)} is missing: run \`npm run build\` first`);
  }
  mkdirSync(artifactsDir, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hostdeck-e2e-'));
  const log = createWriteStream(serverLog);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Every test that changes data makes its own account through this test-only route.
    E2E_TEST_ACCOUNTS: '1',
    // Calendar sync tests serve iCal feeds from this machine, which the server refuses to read otherwise.
    ICAL_ALLOW_PRIVATE_HOSTS: 'true',
  };
  // A developer's external database or identity server must not leak into the browser tests.
  delete env.DATABASE_URL;
  delete env.OIDC_ISSUER;
  delete env.OIDC_AUDIENCE;
  const server = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  try {
    await waitUntilReady(baseUrl, server, 90_000);
  } catch (error) {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    const tail = existsSync(serverLog)
      ? readFileSync(serverLog, 'utf8').split('\n').slice(-30).join('\n')
      : '';
    throw new Error(`${(error as Error).message}\n--- server log (e2e/artifacts/server.log) ---\n${tail}`, {
      cause: error,
    });
  }
  process.env[BASE_URL_ENV] = baseUrl;

  return async () => {
    await stop(server);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

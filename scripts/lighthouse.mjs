// `npm run lighthouse`: Lighthouse's performance audit (mobile preset, its default simulated slow
// 4G and 4x CPU slowdown) of the built app, on the login page, /home, /properties and a unit page,
// signed in as the demo host Anna. Prints score, LCP and TBT per page. A measurement, not a test:
// it is not part of `npm test`.
//
// Usage: node scripts/lighthouse.mjs [--url http://localhost:8080] [--runs 3] [--json file] [--reports dir]
//   without --url it starts the built server (`npm run build` first) on a free port with a fresh
//   data directory, whose seed holds the demo accounts; --runs takes the median of several runs;
//   --reports writes each page's full Lighthouse report there (HTML and JSON), to see what costs the time.
//
// Every page is audited with an empty HTTP cache. The signed-in pages keep the tab's session
// (oidc-client-ts keeps it in sessionStorage), as a host has it when they open or reload a page
// in a tab where they signed in; Lighthouse's own storage reset would sign them out.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { generateReport, navigation } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from './lib/ensure-chromium.mjs';
import { repoRoot } from './lib/process.mjs';

// Lighthouse's own variable wins, as its documentation says; else the browser tests' Chromium.
const CHROMIUM = process.env.CHROME_PATH ?? chromiumPath;
const HOST = { email: 'anna@demo.test', password: 'demo1234' };
const TARGETS = { score: 90, lcpMs: 2500, tbtMs: 200 };

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const entry = path.join(repoRoot, 'apps/server/dist/server.js');
  if (!existsSync(entry)) throw new Error('apps/server/dist/server.js is missing: run `npm run build` first');
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hostdeck-lighthouse-'));
  const env = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
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

/** Signs in through the app's front door and the identity server's page; returns a unit's address. */
async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.waitForSelector('input[name=email]');
  await page.type('input[name=email]', HOST.email);
  await page.type('input[name=password]', HOST.password);
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

async function audit(page, url, reportFile, attempts = 3) {
  // An empty HTTP cache for every audit, the session left in place (see the header). Leaving the
  // page first: a trace of a navigation to the address already open sometimes has no start.
  await page.goto('about:blank');
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.detach();
  const result = await navigation(page, url, {
    flags: { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
  });
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempts > 1) return audit(page, url, reportFile, attempts - 1);
    throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  }
  if (reportFile) {
    writeFileSync(`${reportFile}.html`, generateReport(lhr, 'html'));
    writeFileSync(`${reportFile}.json`, JSON.stringify(lhr));
  }
  return {
    url: lhr.finalDisplayedUrl,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    requests: lhr.audits['network-requests']?.details?.items?.length ?? null,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const runs = Number(option('--runs', '1'));
  const given = option('--url', null);
  const server = given
    ? { baseUrl: given.replace(/\/$/, ''), stop: async () => undefined }
    : await startServer();
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: chromiumArgs, headless: true });
  const rows = [];
  try {
    // The login page, for a visitor with no session: the identity server's page the app sends them to.
    const visitor = await browser.createBrowserContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${server.baseUrl}/login`);
    await visitorPage.waitForSelector('input[name=email]');
    const loginUrl = visitorPage.url();
    const pages = [['login page', loginUrl, visitorPage]];

    const hostContext = await browser.createBrowserContext();
    const hostPage = await hostContext.newPage();
    const unitPath = await signIn(hostPage, server.baseUrl);
    pages.push(['/home', `${server.baseUrl}/home`, hostPage]);
    pages.push(['/properties', `${server.baseUrl}/properties`, hostPage]);
    if (unitPath) pages.push(['unit page', `${server.baseUrl}${unitPath}`, hostPage]);
    else console.warn('[lighthouse] found no unit of the demo host: the unit page is skipped');

    const reports = option('--reports', null);
    if (reports) mkdirSync(reports, { recursive: true });
    for (const [name, url, page] of pages) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const file = reports
          ? path.join(reports, `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${run + 1}`)
          : null;
        results.push(await audit(page, url, file));
      }
      const pick = (key) => median(results.map((result) => result[key]));
      rows.push({
        page: name,
        url: results[0].url,
        score: pick('score'),
        lcpMs: Math.round(pick('lcpMs')),
        tbtMs: Math.round(pick('tbtMs')),
        fcpMs: Math.round(pick('fcpMs')),
        requests: pick('requests'),
      });
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  console.info(
    `\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile, simulated slow 4G, 4x CPU`,
  );
  console.info('page          score    LCP       TBT      FCP      requests');
  for (const row of rows) {
    const ok =
      row.score >= TARGETS.score && row.lcpMs <= TARGETS.lcpMs && row.tbtMs <= TARGETS.tbtMs
        ? 'ok'
        : 'below target';
    console.info(
      `${row.page.padEnd(13)} ${String(row.score).padStart(5)}  ${(row.lcpMs / 1000).toFixed(2).padStart(6)} s  ${String(row.tbtMs).padStart(5)} ms  ${(row.fcpMs / 1000).toFixed(2).padStart(5)} s  ${String(row.requests).padStart(5)}   ${ok}`,
    );
  }
  console.info(
    `targets: score >= ${TARGETS.score}, LCP <= ${TARGETS.lcpMs / 1000} s, TBT <= ${TARGETS.tbtMs} ms`,
  );
  const jsonFile = option('--json', null);
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(rows, null, 2)}\n`);
}

main().catch((error) => {
  console.error(`[lighthouse] ${error.stack ?? error.message}`);
  process.exit(1);
});

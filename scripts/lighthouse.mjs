// `npm run lighthouse`: Lighthouse's performance audit (mobile preset, its default simulated slow
// 4G and 4x CPU slowdown) of the built app, on the login page, /home, /properties and a unit page,
// signed in as the demo host Anna. Prints score, LCP and TBT per page. A measurement, not a test:
// it is not part of `npm test`.
//
// Usage: node scripts/lighthouse.mjs [--url http://localhost:8080] [--runs 3] [--json file] [--reports dir]
//                                   [--pages login,home,properties,unit]
//   without --url it starts the built server (`npm run build` first) on a free port with a fresh
//   data directory, whose seed holds the demo accounts; --runs takes the median of several runs;
//   --reports writes each page's full Lighthouse report there (HTML and JSON), to see what costs the
//   time, and what its simulation was computed from (`*.lantern.json`, for lighthouse-lcp-path.mjs);
//   --pages audits only the pages named (all four by default).
//
// Every page is audited with an empty HTTP cache. The signed-in pages keep the tab's session
// (oidc-client-ts keeps it in sessionStorage), as a host has it when they open or reload a page
// in a tab where they signed in; Lighthouse's own storage reset would sign them out.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateReport, navigation } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from './lib/ensure-chromium.mjs';
import { signIn, startServer } from './lib/signed-in-browser.mjs';

// Lighthouse's own variable wins, as its documentation says; else the browser tests' Chromium.
const CHROMIUM = process.env.CHROME_PATH ?? chromiumPath;
const TARGETS = { score: 90, lcpMs: 2500, tbtMs: 200 };

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
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
    // What Lighthouse simulated the load from, for scripts/lighthouse-lcp-path.mjs.
    const { Trace: trace, DevtoolsLog: devtoolsLog, URL: urls } = result.artifacts;
    const inputs = { trace, devtoolsLog, settings: lhr.configSettings, urls };
    writeFileSync(`${reportFile}.lantern.json`, JSON.stringify(inputs));
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

    const only = option('--pages', null)?.split(',');
    const audited = only
      ? pages.filter(([name]) => only.includes(name.replace(/^\//, '').replace(/ page$/, '')))
      : pages;
    const reports = option('--reports', null);
    if (reports) mkdirSync(reports, { recursive: true });
    for (const [name, url, page] of audited) {
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

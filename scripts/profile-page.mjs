// `npm run profile:page`: where a signed-in page's load spends the main thread, to find what to cut
// for Lighthouse. Loads the page with an empty HTTP cache and a 4x CPU slowdown (as Lighthouse's
// mobile preset), records a CPU profile and every React commit, and prints:
//   - self time by script and by function (from the profile);
//   - each React commit: when, how long its JS took, how many components rendered, and which most.
// A measurement, not a test; counts of commits and rendered components hold on a busy machine,
// times do not.
//
// Usage: node scripts/profile-page.mjs [page ...] [--unminified] [--cpu 4] [--out dir]
//   page: /home, /properties or `unit` (a finished unit of the demo host's first property), or any
//   path; default /properties.
//   --unminified  builds the web app without minification into apps/web/dist-profile first and serves
//                 that, so functions and components keep their names (the server must be built).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { printTopSelfTime } from './lib/cpu-profile.mjs';
import { chromiumArgs, chromiumPath } from './lib/ensure-chromium.mjs';
import { repoRoot, runOrThrow } from './lib/process.mjs';
import { signIn, startServer } from './lib/signed-in-browser.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : args[index + 1];
};
const valued = new Set(['--cpu', '--out']);
const pages = args.filter((arg, index) => !arg.startsWith('--') && !valued.has(args[index - 1]));
const cpuSlowdown = Number(option('--cpu', '4'));
const outDir = option('--out', path.join(repoRoot, '.data/profiles'));

/**
 * Stands in for React's developer tools before the page's scripts run: React reports every commit
 * to this hook. A component counts as rendered in a commit when its fiber was worked on (it is not
 * the same object as in the tree committed before) and React marked it as having performed work.
 */
function recordCommits() {
  /* global window */
  const PERFORMED_WORK = 1;
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const commits = [];
  let previous = new WeakSet();
  let lastEnd = performance.now();
  const nameOf = (type) =>
    type?.displayName ?? type?.name ?? type?.render?.name ?? type?.type?.name ?? 'anonymous';
  window.__hostdeckCommits = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot(_id, root) {
      const seen = new WeakSet();
      const rendered = new Map();
      let count = 0;
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop();
        seen.add(fiber);
        const worked = !previous.has(fiber) && (fiber.alternate === null || fiber.flags & PERFORMED_WORK);
        if (worked && COMPONENT_TAGS.has(fiber.tag)) {
          count += 1;
          const name = nameOf(fiber.type);
          rendered.set(name, (rendered.get(name) ?? 0) + 1);
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      previous = seen;
      const now = performance.now();
      commits.push({
        at: Math.round(now),
        sinceLast: Math.round(now - lastEnd),
        components: count,
        top: [...rendered].sort((a, b) => b[1] - a[1]).slice(0, 8),
      });
      lastEnd = now;
    },
  };
}

async function profile(page, url, name) {
  await page.goto('about:blank');
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  const script = await page.evaluateOnNewDocument(recordCommits);
  await session.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const { profile: cpuProfile } = await session.send('Profiler.stop');
  await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.removeScriptToEvaluateOnNewDocument(script.identifier);
  const commits = await page.evaluate(() => globalThis.__hostdeckCommits ?? []);
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          resolve(
            last ? { at: Math.round(last.startTime), element: last.element?.outerHTML.slice(0, 120) } : null,
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(null), 1000);
      }),
  );
  await session.detach();

  const file = path.join(outDir, `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.cpuprofile`);
  writeFileSync(file, JSON.stringify(cpuProfile));
  console.info(`\n=== ${name} (${url}), CPU ${cpuSlowdown}x slower`);
  if (lcp) console.info(`LCP at ${lcp.at} ms: ${lcp.element}`);
  console.info(
    `${commits.length} React commits (at ms since navigation, ms since the last, components rendered):`,
  );
  for (const commit of commits) {
    const top = commit.top.map(([component, times]) => `${component}×${times}`).join(' ');
    console.info(
      `  ${String(commit.at).padStart(6)}  +${String(commit.sinceLast).padStart(5)}  ${String(commit.components).padStart(4)}  ${top}`,
    );
  }
  printTopSelfTime(file, 40);
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  let webDistDir;
  if (args.includes('--unminified')) {
    webDistDir = path.join(repoRoot, 'apps/web/dist-profile');
    await runOrThrow('npx', ['vite', 'build', '--minify', 'false', '--outDir', webDistDir, '--emptyOutDir'], {
      cwd: path.join(repoRoot, 'apps/web'),
    });
  }
  const server = await startServer({ webDistDir });
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
  });
  try {
    const page = await (await browser.createBrowserContext()).newPage();
    const unitPath = await signIn(page, server.baseUrl);
    for (const wanted of pages.length > 0 ? pages : ['/properties']) {
      const pagePath = wanted === 'unit' ? unitPath : wanted;
      if (!pagePath) throw new Error('the demo host has no finished unit to profile');
      await profile(page, `${server.baseUrl}${pagePath}`, wanted);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(`[profile-page] ${error.stack ?? error.message}`);
  process.exit(1);
});

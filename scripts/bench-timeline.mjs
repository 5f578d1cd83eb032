// `npm run bench:timeline`: how smoothly the multi-unit timeline scrolls (issue 14: 200 units × 365
// days at 55+ frames per second in Chromium).
//
// It builds the app (unless --no-build), then for each case starts the built server on a fresh
// data directory, opens the timeline in Debian's Chromium (playwright-core, the e2e suite's
// browser), logged in as agency@demo.test through the identity pages, and scrolls the grid by
// script: right across 365 nights and back, down through every unit and back, then diagonally,
// moving it a little on every animation frame. A requestAnimationFrame counter in the page gives
// the frames per second and the longest frames. Each case runs twice: "cold" (the later 90-night
// chunks are read while scrolling) and "warm" (everything read). A benchmark, not a test: `npm
// test` never runs it.
//
// Cases: "200 units": the demo seed with SEED_EXTRA_UNITS=<units> (the agency gets that many more
// units, so its first timeline page holds 200 rows) and SEED_BOOKINGS=<bookings> (stays drawn on the
// agency's listed units); "agency": the demo seed alone, the agency's own units and stays.
//
// Options: --units <n> (200), --bookings <n> (4000), --seconds <s> per direction (3),
// --no-build, --only <case name part>, --trace <file.zip> (a Playwright trace of the last case),
// --url <origin> (measure an app already running there, e.g. `npm start`, as the agency; no build,
// no server of its own), --no-profile (skip the traced pass).
//
// After the warm pass a third, traced pass (a Chromium performance trace, not counted in the fps)
// gives the browser's own work per frame: style recalculation, layout, pre-paint and paint on the
// page's main thread, rasterisation on the raster threads, and script. Under load these times
// move less than the fps, so they compare two builds more fairly. It also counts the DOM nodes in
// the grid and per row in view.
/* global document, requestAnimationFrame -- the functions given to page.evaluate run in the page. */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumArgs, chromiumPath } from './lib/ensure-chromium.mjs';
import { freePort, stop, waitFor } from './lib/bench-server.mjs';
import { repoRoot, runOrThrow } from './lib/process.mjs';

const { values: options } = parseArgs({
  options: {
    units: { type: 'string', default: '200' },
    bookings: { type: 'string', default: '4000' },
    seconds: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    trace: { type: 'string' },
    url: { type: 'string' },
    'no-profile': { type: 'boolean', default: false },
  },
});
const extraUnits = Number(options.units);
const bookings = Number(options.bookings);
const seconds = Number(options.seconds);
if (![extraUnits, bookings, seconds].every((n) => Number.isFinite(n) && n >= 0))
  throw new Error('--units, --bookings and --seconds take numbers');

const TARGET_FPS = 55;
const AGENCY = { email: 'agency@demo.test', password: 'demo1234' };
const VIEWPORT = { width: 1440, height: 900 };
const { chromium } = createRequire(path.join(repoRoot, 'e2e/package.json'))('playwright-core');

const cases = options.url
  ? [{ name: `agency at ${options.url}`, url: options.url.replace(/\/+$/, '') }]
  : [
      {
        name: `${extraUnits} units`,
        env: { SEED_EXTRA_UNITS: String(extraUnits), SEED_BOOKINGS: String(bookings) },
      },
      { name: 'agency', env: {} },
    ].filter((item) => !options.only || item.name.includes(options.only));

async function startServer(env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostdeck-bench-timeline-'));
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const log = createWriteStream(path.join(dataDir, 'server.log'));
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/server.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      OIDC_ISSUER: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  await waitFor(`${publicUrl}/api/public/settings`, child, 600);
  return {
    publicUrl,
    async close() {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app's front door, then the identity server's login page, as a person signs in. */
async function logIn(page, publicUrl) {
  await page.goto(`${publicUrl}/login`);
  await page.waitForSelector('input[name=email]');
  await page.fill('input[name=email]', AGENCY.email);
  await page.fill('input[name=password]', AGENCY.password);
  await Promise.all([page.waitForURL(/\/home$/, { timeout: 60_000 }), page.click('button[type=submit]')]);
}

/**
 * Runs in the page: scrolls the grid a step on every animation frame along each leg (there and
 * back), counting frames. Returns frames per second and the frame times, all legs together.
 */
function scrollAndCount({ legs, msPerLeg }) {
  const grid = document.querySelector('[role=grid]');
  if (!grid) throw new Error('no grid on the page');
  return new Promise((resolve) => {
    const frameTimes = [];
    const perLeg = [];
    let leg = 0;
    let legStart = null;
    let last = null;
    let legFrames = 0;
    const from = { left: grid.scrollLeft, top: grid.scrollTop };
    const step = (now) => {
      if (legStart === null) legStart = now;
      if (last !== null) frameTimes.push(now - last);
      last = now;
      legFrames += 1;
      const { dx, dy } = legs[leg];
      // Out and back within the leg: a triangle wave over its time.
      const t = Math.min((now - legStart) / msPerLeg, 1);
      const along = t < 0.5 ? t * 2 : (1 - t) * 2;
      grid.scrollLeft = from.left + dx * along;
      grid.scrollTop = from.top + dy * along;
      if (t >= 1) {
        perLeg.push({ name: legs[leg].name, fps: (legFrames - 1) / ((now - legStart) / 1000) });
        leg += 1;
        legStart = null;
        legFrames = 0;
        last = null;
        if (leg >= legs.length) {
          resolve({ frameTimes, perLeg });
          return;
        }
      }
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

/** Frames per second of an idle page: the ceiling this browser and machine give at all. */
function idleFps(ms) {
  return new Promise((resolve) => {
    let frames = 0;
    let start = null;
    const step = (now) => {
      if (start === null) start = now;
      else frames += 1;
      if (now - start < ms) requestAnimationFrame(step);
      else resolve(frames / ((now - start) / 1000));
    };
    requestAnimationFrame(step);
  });
}

function summarise(frameTimes) {
  const sorted = [...frameTimes].sort((a, b) => a - b);
  const total = frameTimes.reduce((sum, time) => sum + time, 0);
  return {
    fps: frameTimes.length / (total / 1000),
    p95: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0,
    worst: sorted[sorted.length - 1] ?? 0,
    // A frame over 25 ms missed at least one refresh of a 60 Hz screen.
    dropped: frameTimes.filter((time) => time > 25).length,
    frames: frameTimes.length,
  };
}

async function runCase(browser, item, traceFile) {
  const server = item.url ? { publicUrl: item.url, close: async () => {} } : await startServer(item.env);
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  try {
    if (traceFile) await context.tracing.start({ screenshots: false, snapshots: false });
    const page = await context.newPage();
    const problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await logIn(page, server.publicUrl);
    await page.goto(`${server.publicUrl}/calendar`);
    await page.waitForSelector('[role=grid] [role=row][data-row]', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const facts = await page.evaluate(() => {
      const grid = document.querySelector('[role=grid]');
      return {
        rows: Number(grid.getAttribute('aria-rowcount')) - 1,
        columns: Number(grid.getAttribute('aria-colcount')) - 1,
        bars: document.querySelectorAll('[data-entry]').length,
        cellWidth: document.querySelector('[role=gridcell]')?.getBoundingClientRect().width ?? 56,
        rowHeight: document.querySelector('[role=row][data-row]')?.getBoundingClientRect().height ?? 44,
        viewHeight: grid.clientHeight,
        nodes: grid.querySelectorAll('*').length,
        rowsInPage: grid.querySelectorAll('[role=row][data-row]').length,
      };
    });
    const idle = await page.evaluate(idleFps, 1500);
    // 365 nights to the right and the whole list of units down (as far as the box scrolls).
    const across = Math.round(365 * facts.cellWidth);
    const down = Math.max(0, Math.round(facts.rows * facts.rowHeight - facts.viewHeight + 60));
    const legs = [
      { name: 'across 365 nights', dx: across, dy: 0 },
      { name: `down ${facts.rows} units`, dx: 0, dy: down },
      { name: 'diagonal', dx: across, dy: down },
    ];
    const runs = [];
    for (const pass of ['cold', 'warm']) {
      const result = await page.evaluate(scrollAndCount, { legs, msPerLeg: seconds * 1000 });
      runs.push({ pass, ...summarise(result.frameTimes), perLeg: result.perLeg });
    }
    if (traceFile) await context.tracing.stop({ path: traceFile });
    const profile = options['no-profile'] ? null : await profilePass(browser, page, legs);
    return { name: item.name, facts, idle, runs, profile, problems };
  } finally {
    await context.close();
    await server.close();
  }
}

// Trace events of the browser's rendering steps, summed per name (the phase events, which do not
// nest: the plain "Paint" event repeats for every paint layer inside another).
const RENDER_STEPS = {
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  prePaint: ['PrePaint'],
  paint: ['Blink.Paint.UpdateTime'],
  layerize: ['Layerize'],
  raster: ['RasterTask'],
  script: ['FunctionCall', 'EvaluateScript', 'TimerFire', 'FireAnimationFrame', 'EventDispatch'],
};

/**
 * One more warm pass under a Chromium trace: the browser's work per frame by step, in ms of the
 * threads' own CPU time (the trace's thread clock), which other programs on the machine inflate far
 * less than the wall-clock durations.
 */
async function profilePass(browser, page, legs) {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'toplevel'],
  });
  const result = await page.evaluate(scrollAndCount, { legs, msPerLeg: seconds * 1000 });
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const frames = result.frameTimes.length;
  const totals = Object.fromEntries(Object.keys(RENDER_STEPS).map((step) => [step, 0]));
  // Script events nest (a timer fires a function call): only the outermost of a thread counts, and
  // a style or layout it forces counts as style or layout, not as script.
  const scriptEnds = new Map();
  for (const event of events.sort((a, b) => a.ts - b.ts)) {
    if (event.ph !== 'X' || typeof event.dur !== 'number') continue;
    const thread = `${event.pid}:${event.tid}`;
    const inScript = (scriptEnds.get(thread) ?? 0) > event.ts;
    const ms = (event.tdur ?? event.dur) / 1000;
    for (const [step, names] of Object.entries(RENDER_STEPS)) {
      if (!names.includes(event.name)) continue;
      if (step === 'script') {
        if (inScript) continue;
        scriptEnds.set(thread, event.ts + event.dur);
      } else if (inScript) totals.script -= ms;
      totals[step] += ms;
    }
  }
  return {
    frames,
    fps: summarise(result.frameTimes).fps,
    perFrame: Object.fromEntries(Object.entries(totals).map(([step, ms]) => [step, ms / frames])),
    // The pass scrolls the same distance whatever the frame rate: its total is the fairest to compare.
    total: Object.values(totals).reduce((sum, ms) => sum + ms, 0),
  };
}

async function main() {
  if (!options['no-build'] && !options.url) await runOrThrow('npm', ['run', 'build'], { cwd: repoRoot });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const results = [];
  try {
    for (const [index, item] of cases.entries()) {
      const trace = options.trace && index === cases.length - 1 ? path.resolve(options.trace) : null;
      console.info(`[bench:timeline] ${item.name}: starting the server and seeding…`);
      results.push(await runCase(browser, item, trace));
    }
  } finally {
    await browser.close();
  }
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  for (const result of results) {
    const { facts } = result;
    console.info(
      `\n${result.name}: ${facts.rows} rows × ${facts.columns} nights on the page, ${facts.bars} bars in view at the start; ` +
        `idle page ${result.idle.toFixed(1)} fps; ${seconds} s per leg, ${VIEWPORT.width}×${VIEWPORT.height}`,
    );
    for (const run of result.runs) {
      const legs = run.perLeg.map((leg) => `${leg.name} ${leg.fps.toFixed(1)}`).join(', ');
      console.info(
        `  ${run.pass.padEnd(4)}: ${run.fps.toFixed(1)} fps (${run.frames} frames; p95 frame ${run.p95.toFixed(1)} ms, ` +
          `longest ${run.worst.toFixed(1)} ms, ${run.dropped} over 25 ms) — ${legs} — ` +
          `${run.fps >= TARGET_FPS ? 'met' : 'MISSED'} ${TARGET_FPS} fps`,
      );
    }
    console.info(
      `  DOM: ${facts.nodes} elements in the grid, ${facts.rowsInPage} rows drawn, ` +
        `${(facts.nodes / Math.max(1, facts.rowsInPage)).toFixed(1)} per row (header included)`,
    );
    if (result.profile) {
      const steps = Object.entries(result.profile.perFrame)
        .map(([step, ms]) => `${step} ${ms.toFixed(2)}`)
        .join(', ');
      console.info(
        `  traced pass: ${result.profile.fps.toFixed(1)} fps; CPU ms per frame: ${steps}; ` +
          `${Math.round(result.profile.total)} ms in all`,
      );
    }
    if (result.problems.length > 0) console.info(`  console: ${result.problems.join(' | ')}`);
  }
  console.info(`\nload average ${load} (the machine's other work counts in every figure)`);
}

main().catch((error) => {
  console.error(`[bench:timeline] ${error.stack ?? error.message}`);
  process.exit(1);
});

// `npm run bench:calendar`: how long the calendar's data calls take (issue 14: the month-view data
// call's p95, and the timeline's).
//
// It builds the server (unless --no-build), starts it on a fresh data directory with the demo seed
// (plus SEED_EXTRA_UNITS=<units> more agency units when --units is given, and SEED_BOOKINGS=<n>
// stays on the agency's units with --bookings), logs in as agency@demo.test through the identity
// pages like the web app, and calls each case below a number of times, one after the other. It
// reports the server's own time per call (the `responseTime` of its request log line, found by the
// correlation id the call sent) and the round trip the script saw, as p50 and p95. PGlite only. A
// benchmark, not a test: `npm test` never runs it.
//
// Cases: the month view of one unit (a month plus the calendar padding of 14 nights, as the web
// reads it), the agency's timeline over 90 nights (the web's chunk) and over 365 nights.
//
// Options: --units <n> (0), --bookings <n> (0), --calls <n> (100 per case), --warmup <n> (5),
// --no-build, --only <text> (cases whose name contains it).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { accessToken, freePort, percentile, serverTimes, stop, waitFor } from './lib/bench-server.mjs';
import { repoRoot, runOrThrow } from './lib/process.mjs';

const { values: options } = parseArgs({
  options: {
    units: { type: 'string', default: '0' },
    bookings: { type: 'string', default: '0' },
    calls: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const calls = Number(options.calls);
const warmup = Number(options.warmup);
const serverScript = path.join(repoRoot, 'apps/server/dist/server.js');
const AGENCY = { email: 'agency@demo.test', password: 'demo1234' };

const isoDay = (date) => date.toISOString().slice(0, 10);
const plusDays = (iso, days) => isoDay(new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000));

function cases(unitId) {
  const now = new Date();
  const today = isoDay(now);
  const monthStart = isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)));
  const monthEnd = isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)));
  const timeline = (nights) =>
    `/api/app/calendar/timeline?dateFrom=${today}&dateTo=${plusDays(today, nights)}&limit=200`;
  return [
    {
      name: 'month view, one unit (next month + 14 nights)',
      url: `/api/app/calendar/units/${unitId}?dateFrom=${monthStart}&dateTo=${plusDays(monthEnd, 14)}`,
    },
    { name: 'timeline, first 200 units, 90 nights', url: timeline(90) },
    { name: 'timeline, first 200 units, 365 nights', url: timeline(365) },
  ];
}

async function startServer(dataDir) {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [serverScript], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      OIDC_ISSUER: '',
      LOG_LEVEL: 'info',
      SEED_EXTRA_UNITS: options.units,
      SEED_BOOKINGS: options.bookings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  await waitFor(`${publicUrl}/api/public/settings`, child, 900);
  return { child, publicUrl, logFile };
}

async function getJson(url, headers) {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function measure(server, headers, testCase, index) {
  let size = '';
  for (let i = 0; i < warmup; i += 1) await getJson(`${server.publicUrl}${testCase.url}`, headers);
  const trips = [];
  const ids = [];
  for (let i = 0; i < calls; i += 1) {
    const id = `bench-calendar-${index}-${i}`;
    const startedAt = performance.now();
    const body = await getJson(`${server.publicUrl}${testCase.url}`, { ...headers, 'x-correlation-id': id });
    trips.push(performance.now() - startedAt);
    ids.push(id);
    size = body.units
      ? `${body.units.length} units × ${body.units[0]?.nightly.length ?? 0} nights`
      : `${body.days.length} nights`;
  }
  return { ...testCase, size, trips, ids };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'hostdeck-bench-calendar-'));
let server = null;
let failed = false;
try {
  if (!options['no-build']) await runOrThrow('npm', ['run', '-w', '@hostdeck/server', 'build']);
  server = await startServer(dataDir);
  const headers = { authorization: `Bearer ${await accessToken(server.publicUrl, AGENCY)}` };
  const today = isoDay(new Date());
  const first = await getJson(
    `${server.publicUrl}/api/app/calendar/timeline?dateFrom=${today}&dateTo=${plusDays(today, 1)}&limit=1`,
    headers,
  );
  const unitId = first.units[0]?.unitId;
  if (!unitId) throw new Error('the agency has no unit');
  const results = [];
  for (const [index, testCase] of cases(unitId).entries()) {
    if (options.only && !testCase.name.includes(options.only)) continue;
    results.push(await measure(server, headers, testCase, index));
  }
  await stop(server.child);
  const times = serverTimes(server.logFile);
  console.info(
    `\nCalendar calls, agency@demo.test with ${first.total} units (SEED_EXTRA_UNITS=${options.units}, ` +
      `SEED_BOOKINGS=${options.bookings}); ${calls} calls per case after ${warmup}; load ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );
  for (const result of results) {
    const server = result.ids.map((id) => times.get(id)).filter((time) => typeof time === 'number');
    server.sort((a, b) => a - b);
    result.trips.sort((a, b) => a - b);
    console.info(
      `${result.name} [${result.size}]: server p50 ${percentile(server, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(server, 95).toFixed(1)} ms; round trip p50 ${percentile(result.trips, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(result.trips, 95).toFixed(1)} ms`,
    );
  }
} catch (error) {
  failed = true;
  console.error(`[bench:calendar] ${error.message}`);
  process.exitCode = 1;
} finally {
  if (server) await stop(server.child);
  if (failed) console.info(`server log kept in ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}

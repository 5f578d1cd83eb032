// `npm run bench:reservations`: how long the reservation lists take at volume (issue 13: p95 within
// 50 ms at 100,000 bookings).
//
// It builds the server, starts it on a fresh data directory with SEED_BOOKINGS=<n> (the demo seed
// plus n bookings on agency@demo.test), logs in as the agency through the identity pages like the
// web app (code flow with PKCE), and calls each list below a number of times, one call after the
// other. It reports the server's own time per call (the `responseTime` of its request log line,
// found by the correlation id the call sent: routing, token check, queries, serialisation, no
// network) and the round trip the script saw, as p50 and p95. On PGlite always; on PostgreSQL as
// well when DATABASE_URL is set: the script creates a database of its own on that server (the role
// needs CREATEDB) and drops it at the end. A benchmark, not a test: `npm test` never runs it.
//
// Options: --bookings <n[,n…]> (100000; 0 = the demo data alone; several sizes run one after the
// other), --calls <n> (200 per list), --warmup <n> (10 per list), --no-build, --only <text> (only
// the lists whose name contains it), --server <dist/server.js> (measure another build).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { accessToken, freePort, percentile, serverTimes, stop, waitFor } from './lib/bench-server.mjs';
import { repoRoot, runOrThrow } from './lib/process.mjs';

const { values: options } = parseArgs({
  options: {
    bookings: { type: 'string', default: '100000' },
    calls: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '10' },
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    server: { type: 'string' },
  },
});
const serverScript = options.server
  ? path.resolve(options.server)
  : path.join(repoRoot, 'apps/server/dist/server.js');
const sizes = options.bookings.split(',').map((size) => Number(size.trim()));
if (sizes.some((size) => !Number.isInteger(size) || size < 0))
  throw new Error(`--bookings takes whole numbers, got "${options.bookings}"`);
const calls = Number(options.calls);
const warmup = Number(options.warmup);
const postgresUrl = process.env.DATABASE_URL?.trim() || null;

const TARGET_P95_MS = 50;
const AGENCY = { email: 'agency@demo.test', password: 'demo1234' };

/** The lists a host opens most: the booking tabs, their sorts and searches, and the requests. */
function lists(facts) {
  const bookings = (query) => `/api/app/bookings?limit=20${query}`;
  const requests = (query) => `/api/app/booking-requests?limit=20${query}`;
  return [
    { name: 'bookings: all, newest first', url: bookings('') },
    { name: `bookings: all, page ${facts.deepPage}`, url: bookings(`&page=${facts.deepPage}`) },
    { name: 'bookings: upcoming', url: bookings('&criteria[tab]=upcoming') },
    { name: 'bookings: confirmed', url: bookings('&criteria[tab]=confirmed') },
    { name: 'bookings: completed', url: bookings('&criteria[tab]=completed') },
    { name: 'bookings: cancelled', url: bookings('&criteria[tab]=cancelled') },
    { name: 'bookings: all by check-in, latest', url: bookings('&sorting[checkIn]=desc') },
    { name: 'bookings: all by check-out', url: bookings('&sorting[checkOut]=asc') },
    { name: 'bookings: all by guest', url: bookings('&sorting[firstName]=asc&sorting[lastName]=asc') },
    { name: 'bookings: search a last name', url: bookings(`&criteria[search]=${facts.lastName}`) },
    {
      name: 'bookings: search a full name',
      url: bookings(`&criteria[search]=${encodeURIComponent(facts.fullName)}`),
    },
    { name: 'bookings: search a booking code', url: bookings(`&criteria[search]=${facts.code}`) },
    { name: 'bookings: search, no match', url: bookings('&criteria[search]=qqqzz') },
    { name: 'bookings: one unit', url: bookings(`&criteria[unitId]=${facts.unitId}`) },
    { name: 'booking requests: all', url: requests('') },
    { name: 'booking requests: pending', url: requests('&criteria[state]=REQUESTED') },
    { name: 'booking requests: by check-in', url: requests('&sorting[checkIn]=asc') },
  ];
}

/** A throwaway database on the DATABASE_URL server, made and dropped through the server's own `pg`. */
async function withBenchDatabase(adminUrl, run) {
  const pg = createRequire(path.join(repoRoot, 'apps/server/package.json'))('pg');
  const name = `hd_bench_${randomBytes(5).toString('hex')}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

async function startServer({ dataDir, bookings, databaseUrl }) {
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
      DATABASE_URL: databaseUrl ?? '',
      OIDC_ISSUER: '',
      // One line per request with its time: what this script reads.
      LOG_LEVEL: 'info',
      SEED_BOOKINGS: String(bookings),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const startedAt = performance.now();
  // The first start migrates and seeds; 100,000 bookings take a while on a busy machine.
  await waitFor(`${publicUrl}/api/public/settings`, child, 900);
  return { child, publicUrl, logFile, startSeconds: (performance.now() - startedAt) / 1000 };
}

async function getJson(url, headers) {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A real guest name, booking code and unit of the agency's, read through the API. */
async function listFacts(publicUrl, headers) {
  const page = await getJson(`${publicUrl}/api/app/bookings?limit=50&page=2`, headers);
  const booking = page.items[0] ?? (await getJson(`${publicUrl}/api/app/bookings?limit=1`, headers)).items[0];
  if (!booking) throw new Error('the agency has no booking to search for');
  return {
    total: page.pagination.total,
    // Deep in the list, as far as there are pages (offsets cost what they skip).
    deepPage: Math.max(1, Math.min(50, Math.ceil(page.pagination.total / 20))),
    lastName: booking.guest.lastName,
    fullName: `${booking.guest.firstName} ${booking.guest.lastName}`,
    code: booking.bookingCode,
    unitId: booking.propertyUnitSummary.publicId,
  };
}

/** Server times by correlation id, from the request lines of the server's log. */

async function measure(server, headers, list, runId) {
  for (let i = 0; i < warmup; i += 1) await getJson(`${server.publicUrl}${list.url}`, headers);
  const roundTrips = [];
  const ids = [];
  let total = null;
  for (let i = 0; i < calls; i += 1) {
    const id = `bench-${runId}-${i}`;
    const startedAt = performance.now();
    const body = await getJson(`${server.publicUrl}${list.url}`, { ...headers, 'x-correlation-id': id });
    roundTrips.push(performance.now() - startedAt);
    ids.push(id);
    total = body.pagination?.total ?? total;
  }
  return { name: list.name, total, roundTrips, ids };
}

function summarise(result, times) {
  const server = result.ids.map((id) => times.get(id)).filter((time) => typeof time === 'number');
  if (server.length !== result.ids.length)
    throw new Error(
      `${result.name}: ${result.ids.length - server.length} calls have no request line in the log`,
    );
  const sortedServer = server.sort((a, b) => a - b);
  const sortedTrips = result.roundTrips.sort((a, b) => a - b);
  return {
    name: result.name,
    total: result.total,
    serverP50: percentile(sortedServer, 50),
    serverP95: percentile(sortedServer, 95),
    tripP50: percentile(sortedTrips, 50),
    tripP95: percentile(sortedTrips, 95),
  };
}

function printTable(title, rows) {
  console.info(`\n${title}`);
  const lines = [
    [
      'list',
      'rows',
      'server p50',
      'server p95',
      'round trip p50',
      'round trip p95',
      `p95 <= ${TARGET_P95_MS} ms`,
    ],
    ...rows.map((row) => [
      row.name,
      String(row.total ?? ''),
      row.serverP50.toFixed(1),
      row.serverP95.toFixed(1),
      row.tripP50.toFixed(1),
      row.tripP95.toFixed(1),
      row.serverP95 <= TARGET_P95_MS ? 'met' : 'MISSED',
    ]),
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  for (const [index, line] of lines.entries()) {
    console.info(
      line
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('  '),
    );
    if (index === 0) console.info(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}

/** One server (one engine, one size): start, seed, log in, measure every list, stop. */
async function runOne({ engine, bookings, databaseUrl }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostdeck-bench-reservations-'));
  let server = null;
  let failed = false;
  try {
    server = await startServer({ dataDir, bookings, databaseUrl });
    const token = await accessToken(server.publicUrl, AGENCY);
    const headers = { authorization: `Bearer ${token}` };
    const facts = await listFacts(server.publicUrl, headers);
    const results = [];
    for (const [index, list] of lists(facts).entries()) {
      if (options.only && !list.name.includes(options.only)) continue;
      results.push(await measure(server, headers, list, `${engine}-${bookings}-${index}`));
    }
    await stop(server.child);
    const times = serverTimes(server.logFile);
    const rows = results.map((result) => summarise(result, times));
    const load = loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
    printTable(
      `${engine}, ${facts.total.toLocaleString('en-US')} agency bookings (SEED_BOOKINGS=${bookings}); ` +
        `started and seeded in ${server.startSeconds.toFixed(0)} s; ${calls} calls per list after ${warmup}; load ${load}`,
      rows,
    );
    return rows;
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    if (server) await stop(server.child);
    // A failed run keeps the server's log for a look at what went wrong.
    if (failed) console.info(`server log kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  if (!options['no-build'] && !options.server)
    await runOrThrow('npm', ['run', '-w', '@hostdeck/server', 'build']);
  let missed = false;
  for (const bookings of sizes) {
    const runs = [{ engine: 'PGlite', bookings, databaseUrl: null }];
    for (const run of runs)
      missed = (await runOne(run)).some((row) => row.serverP95 > TARGET_P95_MS) || missed;
    if (postgresUrl) {
      const rows = await withBenchDatabase(postgresUrl, (databaseUrl) =>
        runOne({ engine: 'PostgreSQL', bookings, databaseUrl }),
      );
      missed = rows.some((row) => row.serverP95 > TARGET_P95_MS) || missed;
    }
  }
  // A missed target is reported, not failed: the figures depend on the machine and its load.
  if (missed) console.info(`\nSome lists missed p95 <= ${TARGET_P95_MS} ms on this run (see the tables).`);
} catch (error) {
  console.error(`[bench:reservations] ${error.message}`);
  process.exitCode = 1;
}

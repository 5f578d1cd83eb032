// `npm run bench:api`: the API under load beside a bare Fastify handler, in the same run on the
// same machine, so the ratio means something even when the absolute figures swing with the load.
//
// It builds the server, starts it on a fresh data directory (migrated and seeded), registers a
// host through the identity pages, logs in with the code flow and PKCE like the web app does,
// gives that host ten properties through the API, and then runs autocannon against each call.
// Beside requests/s it prints the CPU each answer cost the serving process (from /proc), which
// moves far less than requests/s when other work shares the machine.
// A benchmark, not a test: `npm test` never runs it.
//
// Options: --duration <s> (10), --connections <n> (50), --warmup <s> (2), --no-build,
// --profile (writes a CPU profile of the server and prints its top functions by self time),
// --log-level <level> (the server's LOG_LEVEL; the server's default otherwise), --only <text> (only
// the calls whose name contains it, beside the bare handler), --server <dist/server.js> (measure
// another build, e.g. one made from an older commit, instead of building this tree).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { accessToken, createBrowser, expectStatus, freePort, stop, waitFor } from './lib/bench-server.mjs';
import { printTopSelfTime } from './lib/cpu-profile.mjs';
import { repoRoot, runOrThrow } from './lib/process.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '2' },
    'no-build': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    'log-level': { type: 'string' },
    only: { type: 'string' },
    server: { type: 'string' },
  },
});
/** Another build to measure (one made from an older commit, to compare in the same conditions). */
const serverScript = options.server
  ? path.resolve(options.server)
  : path.join(repoRoot, 'apps/server/dist/server.js');
const duration = Number(options.duration);
const connections = Number(options.connections);
const warmup = Number(options.warmup);

/** What the issue asks of every authenticated read: a tenth of the bare handler's rate, p99 within 25 ms. */
const TARGET_RATIO = 0.1;
const TARGET_P99_MS = 25;
const PROPERTY_COUNT = 10;

/** The floor: Fastify with one route and no logger, in its own process like the server. */
const BARE_SERVER = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
`;

async function startBare(port) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER], {
    cwd: path.join(repoRoot, 'apps/server'),
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/`, child, 30);
  return child;
}

async function startServer(port, dataDir) {
  const publicUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  // The server writes its log straight into the file: piped through this process, the copying
  // would take CPU from autocannon, which runs here too.
  const log = openSync(logFile, 'w');
  const profileDir = path.join(dataDir, 'profile');
  const child = spawn(
    process.execPath,
    [...(options.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), serverScript],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: publicUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        OIDC_ISSUER: '',
        ...(options['log-level'] ? { LOG_LEVEL: options['log-level'] } : {}),
      },
      stdio: ['ignore', log, log],
    },
  );
  closeSync(log);
  // The first start creates, migrates and seeds the database: allow it time on a busy machine.
  await waitFor(`${publicUrl}/api/public/settings`, child, 180);
  return { child, publicUrl, logFile, profileDir };
}

/** A new host, signed up through the registration page the way a person does. */
async function registerHost(publicUrl) {
  const account = {
    email: `bench+${randomBytes(5).toString('hex')}@bench.test`,
    password: `pw-${randomBytes(9).toString('base64url')}`,
  };
  const response = await createBrowser()(`${publicUrl}/auth/register`, {
    form: { accountType: 'individual', firstName: 'Bea', lastName: 'Bench', ...account },
  });
  expectStatus(response, 303, 'registration');
  return account;
}

async function addProperties(publicUrl, token, count) {
  for (let index = 1; index <= count; index += 1) {
    const response = await fetch(`${publicUrl}/api/app/properties`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        propertyType: index % 4 === 0 ? 'multi' : 'single',
        title: `Bench house ${index}`,
      }),
    });
    expectStatus(response, 201, 'create property');
  }
  const listed = await fetch(`${publicUrl}/api/app/properties`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { pagination } = await listed.json();
  if (pagination.total !== count)
    throw new Error(`the host has ${pagination.total} properties, not ${count}`);
}

function cannon(url, headers, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const PROC_TICKS_PER_SECOND = 100;

/**
 * The CPU a process has used so far, in ms (user and system, from /proc); null where there is no
 * /proc. Requests/s swing with what else the machine runs; the CPU a process spends per answer
 * hardly does, so it is the figure to compare between runs on a busy machine.
 */
function cpuTimeMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is the 3rd, utime the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / PROC_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

async function measure(target) {
  if (warmup > 0) await cannon(target.url, target.headers, warmup);
  const cpuBefore = cpuTimeMs(target.pid);
  const result = await cannon(target.url, target.headers, duration);
  const cpuAfter = cpuTimeMs(target.pid);
  return {
    name: target.name,
    authenticated: target.authenticated,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuPerRequestUs:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
  };
}

function printTable(rows) {
  const bare = rows[0].requestsPerSecond;
  const bareCpu = rows[0].cpuPerRequestUs;
  const lines = [
    ['call', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ratio to bare', 'target', 'CPU µs/req', 'CPU × bare'],
    ...rows.map((row) => {
      const ratio = row.requestsPerSecond / bare;
      const met = ratio >= TARGET_RATIO && row.p99 <= TARGET_P99_MS && row.errors === 0;
      const cpu = row.cpuPerRequestUs;
      return [
        row.name,
        Math.round(row.requestsPerSecond).toLocaleString('en-US'),
        String(row.p50),
        String(row.p99),
        String(row.errors),
        `1/${(1 / ratio).toFixed(1)} (${ratio.toFixed(3)})`,
        row.authenticated ? (met ? 'met' : 'MISSED') : '',
        cpu === null ? '' : cpu.toFixed(0),
        cpu === null || !bareCpu ? '' : (cpu / bareCpu).toFixed(1),
      ];
    }),
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  for (const [index, line] of lines.entries()) {
    console.info(line.map((cell, column) => cell.padEnd(widths[column])).join('  '));
    if (index === 0) console.info(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'hostdeck-bench-'));
const children = [];
try {
  if (!options['no-build'] && !options.server)
    await runOrThrow('npm', ['run', '-w', '@hostdeck/server', 'build']);
  const [barePort, serverPort] = [await freePort(), await freePort()];
  const bare = await startBare(barePort);
  children.push(bare);
  const serverStartedAt = Date.now();
  const server = await startServer(serverPort, dataDir);
  children.push(server.child);

  const account = await registerHost(server.publicUrl);
  const token = await accessToken(server.publicUrl, account);
  await addProperties(server.publicUrl, token, PROPERTY_COUNT);
  const auth = { authorization: `Bearer ${token}` };
  const targets = [
    { name: 'bare Fastify handler', url: `http://127.0.0.1:${barePort}/`, pid: bare.pid },
    {
      name: 'GET /api/public/settings',
      url: `${server.publicUrl}/api/public/settings`,
      pid: server.child.pid,
    },
    {
      name: 'GET /api/app/user/info',
      url: `${server.publicUrl}/api/app/user/info`,
      headers: auth,
      authenticated: true,
      pid: server.child.pid,
    },
    {
      name: `GET /api/app/properties (${PROPERTY_COUNT})`,
      url: `${server.publicUrl}/api/app/properties`,
      headers: auth,
      authenticated: true,
      pid: server.child.pid,
    },
  ];

  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  console.info(
    `\nautocannon: ${connections} connections, ${duration} s per call after ${warmup} s of warm-up; load ${load}\n`,
  );
  const rows = [];
  let serverLoadStartedAt = 0;
  for (const target of targets) {
    if (options.only && rows.length > 0 && !target.name.includes(options.only)) continue;
    if (target.url.startsWith(server.publicUrl) && !serverLoadStartedAt) serverLoadStartedAt = Date.now();
    rows.push(await measure(target));
  }
  printTable(rows);

  await stop(server.child);
  const logBytes = statSync(server.logFile).size;
  console.info(`\nserver log: ${(logBytes / 1024).toFixed(0)} kB in this run`);
  if (options.profile) {
    const [profile] = readdirSync(server.profileDir).filter((name) => name.endsWith('.cpuprofile'));
    // Start-up (migrations, seed, sign-up) left out: only the time under load counts.
    if (profile) {
      printTopSelfTime(path.join(server.profileDir, profile), 30, {
        skipFirstMs: serverLoadStartedAt - serverStartedAt,
      });
    }
  }
  const missed = rows.some(
    (row) =>
      row.authenticated &&
      (row.requestsPerSecond / rows[0].requestsPerSecond < TARGET_RATIO || row.p99 > TARGET_P99_MS),
  );
  const failed = rows.some((row) => row.errors > 0);
  // Errors fail the run; a missed target is reported (the figures depend on the machine's load).
  process.exitCode = failed ? 1 : 0;
  if (missed) console.info('\nSome calls missed the target on this run (see the table).');
} catch (error) {
  console.error(`[bench:api] ${error.message}`);
  process.exitCode = 1;
} finally {
  await Promise.all(children.map(stop));
  // A failed run keeps the server's log for a look at what went wrong.
  if (options.profile || process.exitCode) console.info(`\nprofile and log kept in ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}

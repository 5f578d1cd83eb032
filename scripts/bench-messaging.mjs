// `node scripts/bench-messaging.mjs`: the chat service under load (issue 15): post-to-socket
// delivery latency in one process, and how many concurrent chat sockets one process holds.
//
// It builds the server (unless --no-build), starts it on a fresh data directory with the demo seed
// (PGlite, one process), logs in as anna@demo.test through the identity pages like the web app,
// takes a messaging token, then:
// 1. opens --sockets sockets (all anna's, as many tabs) and reports how many are open and ready,
//    and the server's resident memory with them;
// 2. posts --messages messages one after the other through the API and times each from the post
//    to its arrival on one listening socket (p50/p95), and to its arrival on every socket (fan-out).
// A benchmark, not a test: `npm test` never runs it.
//
// Options: --sockets <n> (1000), --messages <n> (200), --no-build.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { accessToken, freePort, percentile, stop, waitFor } from './lib/bench-server.mjs';
import { repoRoot, runOrThrow } from './lib/process.mjs';

const { values: options } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    messages: { type: 'string', default: '200' },
    'no-build': { type: 'boolean', default: false },
  },
});
const socketCount = Number(options.sockets);
const messageCount = Number(options.messages);
const serverScript = path.join(repoRoot, 'apps/server/dist/server.js');
const ANNA = { email: 'anna@demo.test', password: 'demo1234' };
// The server's own ws (the one @fastify/websocket runs on) as the client.
const WebSocket = createRequire(path.join(repoRoot, 'apps/server/package.json'))('ws');

async function startServer(dataDir) {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const log = createWriteStream(path.join(dataDir, 'server.log'));
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
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  await waitFor(`${publicUrl}/api/public/settings`, child, 900);
  return { child, publicUrl };
}

async function json(url, init) {
  const response = await fetch(url, init);
  if (response.status >= 300) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

function residentMegabytes(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : NaN;
}

/** A socket that resolves once the server said `ready`, and counts what it hears. */
function openSocket(wsUrl, token, onMessage) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.once('error', reject);
    socket.on('message', (data) => {
      const event = JSON.parse(data.toString());
      if (event.type === 'ready') resolve(socket);
      else onMessage(event);
    });
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'hostdeck-bench-messaging-'));
let server = null;
const sockets = [];
try {
  if (!options['no-build']) await runOrThrow('npm', ['run', '-w', '@hostdeck/server', 'build']);
  server = await startServer(dataDir);
  const headers = { authorization: `Bearer ${await accessToken(server.publicUrl, ANNA)}` };
  const chat = await json(`${server.publicUrl}/api/app/messaging/token`, { headers });
  const channels = await json(`${server.publicUrl}/api/app/messaging/channels?limit=1`, { headers });
  const channelId = channels.items[0]?.id;
  if (!channelId) throw new Error('anna has no channel');
  const wsUrl = `${server.publicUrl.replace('http', 'ws')}${chat.websocketPath}`;
  const rssBefore = residentMegabytes(server.child.pid);

  // Everyone hears every message: when the first and the last socket heard each one.
  const arrivals = new Map();
  const waiting = new Map();
  const heard = (event) => {
    if (event.type !== 'message.created') return;
    const now = performance.now();
    const seen = arrivals.get(event.message.id) ?? { count: 0, firstAt: now, lastAt: now };
    seen.count += 1;
    seen.lastAt = now;
    arrivals.set(event.message.id, seen);
    if (seen.count >= sockets.length) waiting.get(event.message.id)?.();
  };
  const openedAt = performance.now();
  for (let batch = 0; batch < socketCount; batch += 100) {
    const size = Math.min(100, socketCount - batch);
    sockets.push(
      ...(await Promise.all(Array.from({ length: size }, () => openSocket(wsUrl, chat.token, heard)))),
    );
  }
  const openSeconds = (performance.now() - openedAt) / 1000;
  const rssWith = residentMegabytes(server.child.pid);

  const first = [];
  const all = [];
  for (let index = 0; index < messageCount; index += 1) {
    const started = performance.now();
    const message = await json(`${server.publicUrl}/api/app/messaging/channels/${channelId}/messages`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ text: `Bench ${index}` }),
    });
    if ((arrivals.get(message.id)?.count ?? 0) < sockets.length)
      await new Promise((resolve) => waiting.set(message.id, resolve));
    waiting.delete(message.id);
    const seen = arrivals.get(message.id);
    first.push(seen.firstAt - started);
    all.push(seen.lastAt - started);
  }
  first.sort((a, b) => a - b);
  all.sort((a, b) => a - b);
  console.info(
    `\nChat service, one process (PGlite); load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.info(
    `${sockets.length} of ${socketCount} sockets open and authenticated in ${openSeconds.toFixed(1)} s; ` +
      `server memory ${rssBefore} MB before, ${rssWith} MB with them`,
  );
  console.info(
    `post→first socket over ${messageCount} messages: p50 ${percentile(first, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(first, 95).toFixed(1)} ms (from sending the POST: the API call, its write and the socket)`,
  );
  console.info(
    `post→all ${sockets.length} sockets: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms`,
  );
} catch (error) {
  console.error(`[bench:messaging] ${error.message}`);
  console.info(`server log kept in ${dataDir}`);
  process.exitCode = 1;
} finally {
  for (const socket of sockets) socket.terminate();
  if (server) await stop(server.child);
  if (!process.exitCode) rmSync(dataDir, { recursive: true, force: true });
}

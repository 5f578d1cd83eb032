// `npm start`: install what is missing, build what is stale, then run the one server process
// (it migrates, seeds an empty database and prints the URL and the demo logins).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './lib/build-targets.mjs';
import { ensureDeps } from './lib/ensure-deps.mjs';
import { repoRoot } from './lib/process.mjs';

try {
  await ensureDeps();
  if (!(await buildIfStale())) process.exit(1);
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

// PORT, PUBLIC_URL, DATA_DIR, DATABASE_URL, ... pass through unchanged; the server reads them.
const server = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/server.js')], {
  cwd: repoRoot,
  stdio: 'inherit',
});

// Ctrl-C in a terminal reaches the server directly (same process group); forwarding covers a
// signal sent to this process alone (`kill`, a supervisor). The server closes on the first one.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
});
server.on('error', (error) => {
  console.error(`[start] could not start the server: ${error.message}`);
  process.exit(1);
});

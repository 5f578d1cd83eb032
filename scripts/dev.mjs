// `npm run dev`: the API server under `tsx watch` and Vite's dev server (hot reload, proxied to
// the API) side by side; Ctrl-C or either one exiting stops both.
import { spawn } from 'node:child_process';
import { ensureDeps } from './lib/ensure-deps.mjs';
import { repoRoot } from './lib/process.mjs';

await ensureDeps();

// The browser only talks to Vite, which proxies /api, /auth and /config to the server. The identity
// server's issuer and redirect URIs derive from PUBLIC_URL, so it must name Vite's origin.
const webPort = process.env.WEB_DEV_PORT ?? '5173';
const serverEnv = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}` };

const processes = [
  ['server', ['run', '-w', '@hostdeck/server', 'dev'], serverEnv],
  ['web', ['run', '-w', '@hostdeck/web', 'dev', '--', '--port', webPort, '--strictPort'], process.env],
].map(([name, args, env]) => {
  // Own process groups, so stopping one kills npm, its shell and the watcher under it together.
  const child = spawn('npm', args, { cwd: repoRoot, env, stdio: 'inherit', detached: true });
  return { name, child };
});

let stopping = false;
function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const { child } of processes) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
  // Give the watchers a moment to close their servers, then make sure nothing is left behind.
  setTimeout(() => {
    for (const { child } of processes) {
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }
    process.exit(exitCode);
  }, 3000);
  Promise.all(
    processes.map(({ child }) =>
      child.exitCode === null ? new Promise((resolve) => child.on('exit', resolve)) : null,
    ),
  ).then(() => process.exit(exitCode));
}

for (const { name, child } of processes) {
  child.on('exit', (code) => {
    if (!stopping) console.error(`[dev] ${name} exited (code ${code}); stopping the other process`);
    stopAll(code ?? 1);
  });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));

// Small process helpers shared by the root scripts (no dependencies: they run before `npm ci`).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Binaries installed by npm, called directly to skip npx's start-up cost. */
export const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);

/** Runs a command with inherited stdio and resolves with its exit code (never rejects on failure). */
export function run(command, args = [], options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + signalNumber(signal) : 1)));
  });
}

/** Runs a command and throws when it fails; for set-up steps whose failure ends the script. */
export async function runOrThrow(command, args = [], options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${[command, ...args].join(' ')} exited with code ${code}`);
}

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 1;
}

/** True when this module is the script node was started with (lets a file be both CLI and library). */
export function isMain(importMetaUrl) {
  return process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(importMetaUrl);
}

/** Prefix for commands that need root: none as root, `sudo -n` when available, else null. */
export async function rootPrefix() {
  if (process.getuid?.() === 0) return [];
  const hasSudo = await run('sh', ['-c', 'command -v sudo >/dev/null && sudo -n true 2>/dev/null'], {
    stdio: 'ignore',
  }).catch(() => 1);
  return hasSudo === 0 ? ['sudo', '-n'] : null;
}

let aptUpdated = false;

/** Installs Debian packages; `apt-get update` runs at most once per script run. */
export async function aptInstall(packages, why) {
  const prefix = await rootPrefix();
  if (prefix === null) {
    throw new Error(
      `${why} Install it with: sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
    );
  }
  const [command, ...rest] = [...prefix, 'apt-get'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    await runOrThrow(command, [...rest, 'update'], { env });
    aptUpdated = true;
  }
  await runOrThrow(command, [...rest, 'install', '-y', ...packages], { env });
}

// Installs npm dependencies when they are missing or the lockfile changed since the last install.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMain, repoRoot, runOrThrow } from './process.mjs';

const lockfile = path.join(repoRoot, 'package-lock.json');
const nodeModules = path.join(repoRoot, 'node_modules');
const stamp = path.join(nodeModules, '.hostdeck-deps-stamp');
// npm's own record of what it installed; trusted when no stamp exists yet (a tree installed by hand).
const npmHiddenLockfile = path.join(nodeModules, '.package-lock.json');

const lockHash = () => createHash('sha256').update(readFileSync(lockfile)).digest('hex');

function reasonToInstall(hash) {
  if (!existsSync(nodeModules)) return 'node_modules is missing';
  // The hash, not the mtime, decides first: a checkout that touches the lockfile without changing
  // it must not cost a 30 s reinstall.
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash) return null;
  // `npm install <pkg>` rewrites the lockfile and npm's own record together; when that record is at
  // least as new as the lockfile, the installed tree already matches it.
  if (existsSync(npmHiddenLockfile) && statSync(npmHiddenLockfile).mtimeMs >= statSync(lockfile).mtimeMs) {
    return null;
  }
  return existsSync(stamp)
    ? 'package-lock.json changed'
    : 'package-lock.json is newer than the installed tree';
}

export async function ensureDeps() {
  const hash = lockHash();
  const reason = reasonToInstall(hash);
  if (reason) {
    console.info(`[deps] ${reason}: npm ci`);
    // The lock serialises with anyone else installing into this tree at the same moment.
    const useFlock = existsSync('/usr/bin/flock');
    const npmArgs = ['ci', '--no-audit', '--no-fund'];
    if (useFlock) await runOrThrow('flock', ['/tmp/hostdeck-npm.lock', 'npm', ...npmArgs]);
    else await runOrThrow('npm', npmArgs);
  }
  writeFileSync(stamp, `${hash}\n`);
}

if (isMain(import.meta.url)) {
  ensureDeps().catch((error) => {
    console.error(`[deps] ${error.message}`);
    process.exit(1);
  });
}

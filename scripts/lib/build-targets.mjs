// Builds the web app and the server only when something they are built from changed.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, run } from './process.mjs';

const stampDir = path.join(repoRoot, '.build-stamps');

// Inputs shared by both builds: the packages they inline, the lockfile (new dependency versions)
// and the root TypeScript settings.
const sharedInputs = [
  'packages/contract/src',
  'packages/translations/src',
  'package-lock.json',
  'tsconfig.base.json',
];

export const buildTargets = [
  {
    name: 'web',
    inputs: [
      ...sharedInputs,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/precompress.plugin.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
    ],
    output: 'apps/web/dist/index.html',
    command: ['npm', ['run', '-w', '@hostdeck/web', 'build']],
  },
  {
    name: 'server',
    inputs: [
      ...sharedInputs,
      'apps/server/src',
      'apps/server/drizzle',
      'apps/server/build.mjs',
      'apps/server/package.json',
    ],
    output: 'apps/server/dist/server.js',
    command: ['npm', ['run', '-w', '@hostdeck/server', 'build']],
  },
];

const ignoredNames = new Set(['node_modules', 'dist', '.DS_Store']);
const isTestFile = (name) => /\.test\.tsx?$/.test(name);

/** Newest mtime under the inputs. Directory mtimes count too, so a deleted file also triggers a build. */
function newestMtime(relativePaths) {
  let newest = 0;
  const visit = (absolute) => {
    if (!existsSync(absolute)) return;
    const stats = statSync(absolute);
    newest = Math.max(newest, stats.mtimeMs);
    if (!stats.isDirectory()) return;
    for (const entry of readdirSync(absolute)) {
      if (ignoredNames.has(entry) || isTestFile(entry)) continue;
      visit(path.join(absolute, entry));
    }
  };
  for (const relative of relativePaths) visit(path.join(repoRoot, relative));
  return newest;
}

const stampFile = (target) => path.join(stampDir, `${target.name}.json`);

function readStamp(target) {
  try {
    return JSON.parse(readFileSync(stampFile(target), 'utf8'));
  } catch {
    return null;
  }
}

export function staleReason(target) {
  if (!existsSync(path.join(repoRoot, target.output))) return `${target.output} is missing`;
  const stamp = readStamp(target);
  if (!stamp) return 'never built by this script';
  return newestMtime(target.inputs) > stamp.inputsNewestMs ? 'sources changed' : null;
}

/** Builds each stale target; returns false as soon as one build fails. */
export async function buildIfStale({ force = false } = {}) {
  for (const target of buildTargets) {
    const reason = force ? 'forced' : staleReason(target);
    if (!reason) {
      console.info(`[build] ${target.name}: up to date`);
      continue;
    }
    // Measured before building: an edit made during the build makes the next run build again.
    const inputsNewestMs = newestMtime(target.inputs);
    console.info(`[build] ${target.name}: ${reason}, building`);
    const started = Date.now();
    const [command, args] = target.command;
    const code = await run(command, args);
    if (code !== 0) {
      console.error(`[build] ${target.name} failed (exit ${code})`);
      return false;
    }
    mkdirSync(stampDir, { recursive: true });
    writeFileSync(
      stampFile(target),
      `${JSON.stringify({ inputsNewestMs, builtAt: new Date().toISOString() })}\n`,
    );
    console.info(`[build] ${target.name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return true;
}

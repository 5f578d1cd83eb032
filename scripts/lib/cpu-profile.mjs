// Reads a V8 .cpuprofile (node --cpu-prof) and prints where the time went, by function self time:
// enough to see what dominates a server under load without a flame-graph tool.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isMain } from './process.mjs';

/**
 * Self time per function (name + file + line), largest first, as shares of the sampled time.
 * `skipFirstMs` leaves out the start (a server migrating and seeding before the load begins).
 */
export function topSelfTime(profilePath, limit = 30, { skipFirstMs = 0 } = {}) {
  const profile = JSON.parse(readFileSync(profilePath, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const sampleCounts = new Map();
  let elapsedUs = 0;
  let total = 0;
  profile.samples.forEach((id, index) => {
    elapsedUs += profile.timeDeltas[index] ?? 0;
    if (elapsedUs < skipFirstMs * 1000) return;
    sampleCounts.set(id, (sampleCounts.get(id) ?? 0) + 1);
    total += 1;
  });

  const byFunction = new Map();
  const byPackage = new Map();
  for (const [id, count] of sampleCounts) {
    const { callFrame } = byId.get(id);
    const where = callFrame.url ? `${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}` : '';
    const key = `${callFrame.functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + count);
    const area = packageOf(callFrame);
    byPackage.set(area, (byPackage.get(area) ?? 0) + count);
  }
  const sorted = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([name, count]) => ({ name, share: count / total }));
  return { total, functions: sorted(byFunction), packages: sorted(byPackage) };
}

function shortUrl(url) {
  const at = url.lastIndexOf('node_modules/');
  if (at >= 0) return url.slice(at + 'node_modules/'.length);
  return path.basename(url);
}

/** The package (or `node:` internals, our bundle, V8's own entries) a frame belongs to. */
function packageOf({ url, functionName }) {
  if (!url) return `(${functionName || 'native'})`;
  if (url.startsWith('node:')) return 'node internals';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  return url.includes('/dist/server.js') ? 'our server bundle' : shortUrl(url);
}

export function printTopSelfTime(profilePath, limit = 30, options = {}) {
  const { total, functions, packages } = topSelfTime(profilePath, limit, options);
  const percent = (share) => `${(share * 100).toFixed(1).padStart(5)} %`;
  console.info(`\nCPU profile ${profilePath} (${total} samples)\n\nSelf time by package:`);
  for (const row of packages.slice(0, 15)) console.info(`${percent(row.share)}  ${row.name}`);
  console.info('\nSelf time by function:');
  for (const row of functions) console.info(`${percent(row.share)}  ${row.name}`);
}

if (isMain(import.meta.url)) {
  const [file, limit] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node scripts/lib/cpu-profile.mjs <file.cpuprofile> [limit]');
    process.exit(2);
  }
  printTopSelfTime(file, Number(limit ?? 30));
}

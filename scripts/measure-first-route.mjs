// Gzip size of what the browser loads for the first dashboard route (/home): the entry, the
// dashboard shell and the home route, with every chunk and stylesheet they import statically.
// Reads the manifest of the last `npm run build` (apps/web/dist/.vite/manifest.json).
// Usage: node scripts/measure-first-route.mjs [--check] [--report] [route module, default src/routes/home.route.tsx]
//   --check   exits 1 when the first route is over its budget (a layer of `npm test`)
//   --report  rebuilds the web app with the bundle visualiser first and says where its treemap is
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

// The budget `--check` holds the first route to: the product's, 165 kB gzip in at most 20 files
// (issue 11). It is 156.8 kB in 8 files since our own translator (decision 0057) and the first
// screen's plain components (0058); a first-screen change that brings back a library or the kit's
// components shows here first.
const FIRST_ROUTE_BUDGET = { kB: 165, files: 20 };

const repoRoot = join(import.meta.dirname, '..');
const webDir = join(repoRoot, 'apps/web');
const dist = join(webDir, 'dist');
const args = process.argv.slice(2);
const check = args.includes('--check');
const report = args.includes('--report');
const routeModule = args.find((arg) => !arg.startsWith('--')) ?? 'src/routes/home.route.tsx';

if (report) {
  // The same build `npm run build` makes, with the visualiser switched on (apps/web/vite.config.ts).
  const build = spawnSync('npm', ['run', '-w', '@hostdeck/web', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, HOSTDECK_BUNDLE_REPORT: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${relative(repoRoot, manifestPath)} is missing: run \`npm run build\` first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
// The shell and /home are part of the entry today; naming them keeps them counted if they move out.
const roots = ['index.html', 'src/app/shells/dashboard-shell.tsx', routeModule];

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};
roots.forEach(visit);

const sizes = { js: 0, css: 0 };
const perFile = [];
for (const file of files) {
  const bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  sizes[file.endsWith('.css') ? 'css' : 'js'] += bytes;
  perFile.push([file, bytes]);
}
const kb = (n) => (n / 1024).toFixed(1);
const total = sizes.js + sizes.css;
console.info(
  `first route (${routeModule}): ${files.size} files, JS ${kb(sizes.js)} kB + CSS ${kb(sizes.css)} kB = ${kb(total)} kB gzip`,
);

if (report) {
  for (const [file, bytes] of perFile.sort((a, b) => b[1] - a[1])) {
    console.info(`  ${kb(bytes).padStart(6)} kB  ${file}`);
  }
  console.info(`treemap of every chunk: ${relative(repoRoot, join(dist, '.vite/bundle-report.html'))}`);
}

if (check) {
  const { kB, files: maxFiles } = FIRST_ROUTE_BUDGET;
  const problems = [];
  if (total > kB * 1024) problems.push(`${kb(total)} kB is over the budget of ${kB} kB`);
  if (files.size > maxFiles) problems.push(`${files.size} files are over the budget of ${maxFiles}`);
  if (problems.length > 0) {
    console.error(`first route over budget: ${problems.join('; ')} (npm run size -- --report shows why)`);
    process.exit(1);
  }
  console.info(`within the budget of ${kB} kB in ${maxFiles} files`);
}

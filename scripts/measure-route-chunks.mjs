// Gzip size of lazily loaded route modules: each one's own chunk, and everything it loads beyond the
// entry (its chunk plus the shared chunks and stylesheets it imports that the entry does not).
// Reads the manifest of the last `npm run build` (apps/web/dist/.vite/manifest.json).
// Usage: node scripts/measure-route-chunks.mjs src/routes/listing-step.route.tsx [more modules]
//        node scripts/measure-route-chunks.mjs --listing [--check]
//   --listing  every step of the listing flow, opened directly (a host resuming the flow there):
//              what it loads beyond the entry and the flow's frame
//   --check    exits 1 when a step loads more than its budget (a layer of `npm test`)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Issue 11: each step of the listing flow adds at most 25 kB beyond what is already loaded.
const LISTING_STEP_BUDGET_KB = 25;
const LISTING_FRAME = 'src/routes/listing-step.route.tsx';
const LISTING_STEP = /^src\/features\/listing\/steps\/[\w-]+-step\.tsx$/;

const dist = join(import.meta.dirname, '../apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const closure = (roots) => {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return files;
};
const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);
const beyond = (module, loaded) => {
  let bytes = 0;
  for (const file of closure([module])) if (!loaded.has(file)) bytes += gzip(file);
  return bytes;
};

const args = process.argv.slice(2);
const entry = closure(['index.html']);

if (args.includes('--listing')) {
  const frameLoaded = closure(['index.html', LISTING_FRAME]);
  console.info(
    `${LISTING_FRAME} (the flow's frame): beyond the entry ${kb(beyond(LISTING_FRAME, entry))} kB gzip`,
  );
  const steps = Object.keys(manifest)
    .filter((key) => LISTING_STEP.test(key))
    .sort();
  let over = 0;
  for (const step of steps) {
    const bytes = beyond(step, frameLoaded);
    const isOver = bytes > LISTING_STEP_BUDGET_KB * 1024;
    if (isOver) over += 1;
    console.info(`  ${step}: +${kb(bytes)} kB${isOver ? `  over ${LISTING_STEP_BUDGET_KB} kB` : ''}`);
  }
  if (steps.length === 0) {
    console.error('no listing step in the build manifest');
    process.exit(1);
  }
  if (args.includes('--check')) {
    if (over > 0) {
      console.error(`${over} listing step(s) over ${LISTING_STEP_BUDGET_KB} kB beyond the frame`);
      process.exit(1);
    }
    console.info(`every listing step within ${LISTING_STEP_BUDGET_KB} kB beyond the frame`);
  }
} else {
  const modules = args.filter((arg) => !arg.startsWith('--'));
  if (modules.length === 0) {
    console.error('usage: node scripts/measure-route-chunks.mjs <route module> [...] | --listing [--check]');
    process.exit(2);
  }
  for (const module of modules) {
    const chunk = manifest[module];
    if (!chunk) {
      console.error(`${module}: not in the build manifest`);
      process.exitCode = 1;
      continue;
    }
    console.info(
      `${module}: own ${kb(gzip(chunk.file))} kB, beyond the entry ${kb(beyond(module, entry))} kB gzip`,
    );
  }
}

// Gzip size of lazily loaded route modules: each one's own chunk, and everything it loads beyond the
// entry (its chunk plus the shared chunks and stylesheets it imports that the entry does not).
// Reads the manifest of the last `npm run build` (apps/web/dist/.vite/manifest.json).
// Usage: node scripts/measure-route-chunks.mjs src/routes/listing-step.route.tsx [more modules]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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

const entry = closure(['index.html']);
const modules = process.argv.slice(2);
if (modules.length === 0) {
  console.error('usage: node scripts/measure-route-chunks.mjs <route module> [...]');
  process.exit(2);
}
for (const module of modules) {
  const chunk = manifest[module];
  if (!chunk) {
    console.error(`${module}: not in the build manifest`);
    process.exitCode = 1;
    continue;
  }
  let beyond = 0;
  for (const file of closure([module])) if (!entry.has(file)) beyond += gzip(file);
  console.info(`${module}: own ${kb(gzip(chunk.file))} kB, beyond the entry ${kb(beyond)} kB gzip`);
}

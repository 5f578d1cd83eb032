// Gzip size of what the browser loads for the first dashboard route (/home): the entry, the
// dashboard shell and the home route, with every chunk and stylesheet they import statically.
// Reads the manifest of the last `npm run build` (apps/web/dist/.vite/manifest.json).
// Usage: node scripts/measure-first-route.mjs [route module, default src/routes/home.route.tsx]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '../apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const roots = [
  'index.html',
  'src/app/shells/dashboard-shell.tsx',
  process.argv[2] ?? 'src/routes/home.route.tsx',
];

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
for (const file of files) {
  const bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  sizes[file.endsWith('.css') ? 'css' : 'js'] += bytes;
}
const kb = (n) => (n / 1024).toFixed(1);
console.info(
  `first route (${roots.at(-1)}): ${files.size} files, JS ${kb(sizes.js)} kB + CSS ${kb(sizes.css)} kB = ${kb(sizes.js + sizes.css)} kB gzip`,
);

// `npm run build`: builds the web app and the server when stale (`--force` rebuilds both).
import { ensureDeps } from './lib/ensure-deps.mjs';
import { buildIfStale } from './lib/build-targets.mjs';

try {
  await ensureDeps();
  const ok = await buildIfStale({ force: process.argv.includes('--force') });
  process.exit(ok ? 0 : 1);
} catch (error) {
  console.error(`[build] ${error.message}`);
  process.exit(1);
}

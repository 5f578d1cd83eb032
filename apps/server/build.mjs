// Bundles the server into dist/server.js for `npm start`. Our workspace packages (@hostdeck/*) ship
// TypeScript sources, so they are bundled in; every other dependency stays in node_modules.
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** `packages: 'external'` would also externalise @hostdeck/*, which Node cannot run (.ts); this keeps them in. */
const externalizeThirdParty = {
  name: 'externalize-third-party',
  setup(pluginBuild) {
    // Bare specifiers only (not ./relative or /absolute paths).
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@hostdeck/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [join(here, 'src/server.ts')],
  outfile: join(here, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalizeThirdParty],
  // Bundled CommonJS code may call require(); ESM output has none unless we make one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

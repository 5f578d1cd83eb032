import { createServer, type Plugin, type ViteDevServer } from 'vite';

/** The contract's endpoint tables: `packages/contract/src/<domain>/<name>.endpoints.ts`. */
const ENDPOINTS_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/].+\.endpoints\.ts$/;

/**
 * What the browser reads of a row at run time: where and how to send the request and how to read
 * the answer. The schemas (params, query, body, response), summary, shape and error list stay out:
 * the server checks requests and sends every answer through the row's response schema, and the
 * types come from the real module, which the type checker still reads.
 */
const BROWSER_KEYS = ['method', 'path', 'access', 'requestType', 'responseType', 'successStatus'] as const;

type BrowserRow = Partial<Record<(typeof BROWSER_KEYS)[number], unknown>>;

function isEndpointRow(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  const response = row.response as { parse?: unknown } | undefined;
  return (
    typeof row.method === 'string' &&
    typeof row.path === 'string' &&
    typeof row.access === 'string' &&
    typeof response?.parse === 'function'
  );
}

/**
 * The source of a zod-free module with the same exports as an endpoints module, each row cut down
 * to `BROWSER_KEYS`. Throws on an export that is not an endpoint row: the browser would otherwise
 * get a module without it (or with a half of it), and only the page that reads it would find out.
 */
export function browserRowsModule(moduleId: string, exports: Record<string, unknown>): string {
  const lines = [`// ${moduleId} without its schemas (browser-endpoint-rows.plugin.ts).`];
  for (const [name, value] of Object.entries(exports)) {
    if (!isEndpointRow(value)) {
      throw new Error(
        `${moduleId}: export "${name}" is not an endpoint row (defineEndpoint with method, path, access and a response schema). ` +
          'An endpoints module exports rows only; move other values to a .schemas.ts, .rules.ts or .constants.ts module.',
      );
    }
    const row: BrowserRow = {};
    for (const key of BROWSER_KEYS) if (value[key] !== undefined) row[key] = value[key];
    const json = JSON.stringify(row);
    lines.push(name === 'default' ? `export default ${json};` : `export const ${name} = ${json};`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * In the production build, every endpoints module of the contract becomes a plain table of its
 * rows without schemas, so a page that calls the API no longer downloads zod and constructs the
 * schemas of every row it imports (decision 0046). The rows are read by running the real module
 * (in a Vite module runner, on Node), so paths built from constants come out as the server has
 * them and nothing is written twice. The dev server and Vitest keep the real modules: there the
 * API client still checks every answer against the contract.
 */
export function browserEndpointRows(): Plugin {
  let runner: Promise<ViteDevServer> | null = null;
  const moduleServer = () =>
    (runner ??= createServer({
      configFile: false,
      logLevel: 'silent',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    }));

  return {
    name: 'hostdeck:browser-endpoint-rows',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!ENDPOINTS_MODULE.test(id)) return null;
      const server = await moduleServer();
      const exports = await server.ssrLoadModule(id);
      return browserRowsModule(id.replace(/^.*[\\/]packages[\\/]/, 'packages/'), exports);
    },
    async buildEnd() {
      const server = await runner;
      runner = null;
      await server?.close();
    },
  };
}

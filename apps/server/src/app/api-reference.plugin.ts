import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The partners' API reference: Swagger UI rendering the OpenAPI document, served from our own origin. */
export const API_REFERENCE_PATH = '/api/reference';

// Named `require` so that the dependency check (knip) sees which package this module reads.
const require = createRequire(import.meta.url);
const swaggerUiDir = dirname(require.resolve('swagger-ui-dist/package.json'));

/**
 * Starts Swagger UI on the page. A file, not an inline script: the content security policy runs
 * only scripts from our origin. No top bar (it would let the page load any document), no calls to
 * the public validator service, and "Try it out" is there for partners who paste a token.
 */
const STARTER_SCRIPT = `'use strict';
(function () {
  var root = document.getElementById('reference');
  window.ui = SwaggerUIBundle({
    url: root.getAttribute('data-document'),
    domNode: root,
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    docExpansion: 'none',
    defaultModelsExpandDepth: 0,
  });
})();
`;

interface Asset {
  type: string;
  body: () => Buffer;
  /** Worth compressing (text); the icon is compressed already. */
  text: boolean;
}

const vendorFile = (name: string) => () => readFileSync(join(swaggerUiDir, name));
const ASSETS: Record<string, Asset> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', body: vendorFile('swagger-ui.css'), text: true },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    body: vendorFile('swagger-ui-bundle.js'),
    text: true,
  },
  'reference.js': {
    type: 'text/javascript; charset=utf-8',
    body: () => Buffer.from(STARTER_SCRIPT),
    text: true,
  },
  'favicon-32x32.png': { type: 'image/png', body: vendorFile('favicon-32x32.png'), text: false },
};

/**
 * Asset addresses change whenever their content can (a new Swagger UI or a new starter script), so
 * browsers may keep them for a year without asking again.
 */
const swaggerUiVersion = (
  JSON.parse(readFileSync(join(swaggerUiDir, 'package.json'), 'utf8')) as { version: string }
).version;
const ASSET_VERSION = createHash('sha256')
  .update(`${swaggerUiVersion}\n${STARTER_SCRIPT}`)
  .digest('hex')
  .slice(0, 12);
const ASSETS_PATH = `${API_REFERENCE_PATH}/assets/${ASSET_VERSION}`;

/** Exported for tests: the addresses the page loads. */
export const apiReferenceAssetUrl = (name: keyof typeof ASSETS & string) => `${ASSETS_PATH}/${name}`;

const pageFor = (documentPath: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Hostdeck API reference</title>
    <link rel="stylesheet" href="${apiReferenceAssetUrl('swagger-ui.css')}">
    <link rel="icon" type="image/png" href="${apiReferenceAssetUrl('favicon-32x32.png')}">
  </head>
  <body>
    <main id="reference" data-document="${documentPath}"></main>
    <script src="${apiReferenceAssetUrl('swagger-ui-bundle.js')}"></script>
    <script src="${apiReferenceAssetUrl('reference.js')}"></script>
  </body>
</html>
`;

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * Each asset is read and compressed once, on its first request, and kept in memory: the Swagger UI
 * bundle is 1.7 MB, 0.39 MB as brotli (quality 9, 0.3 s once; per request would cost every
 * visitor). Promises are kept, so simultaneous first requests share the work.
 */
const cache = new Map<string, Promise<Buffer>>();

function assetBody(name: string, asset: Asset, encoding: Encoding | null): Promise<Buffer> {
  const key = `${name}:${encoding ?? 'identity'}`;
  let body = cache.get(key);
  if (!body) {
    const raw = asset.body();
    body =
      encoding === 'br'
        ? compressBrotli(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 9,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : encoding === 'gzip'
          ? compressGzip(raw, { level: 9 })
          : Promise.resolve(raw);
    cache.set(key, body);
  }
  return body;
}

async function sendAsset(request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) {
  const { name } = request.params;
  const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
  if (!asset) return reply.callNotFound();
  const encoding = asset.text
    ? (negotiate(request.headers['accept-encoding'] ?? '', [...ENCODINGS]) as Encoding | null)
    : null;
  reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('vary', 'accept-encoding')
    .type(asset.type);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(await assetBody(name, asset, encoding));
}

/**
 * The reference page and its files. The page loads Swagger UI only here: the web app's bundles
 * never contain it. Everything comes from our origin, so the site-wide content security policy
 * holds unchanged (docs/decisions/0030-openapi-document-and-api-reference-page.md).
 */
export function registerApiReference(app: FastifyInstance, options: { documentPath: string }): void {
  const page = pageFor(options.documentPath);
  // Our own compression below (once per file); the plugin would compress the bundle per request.
  const common = { schema: { hide: true }, compress: false } as const;
  app.get(API_REFERENCE_PATH, common, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page),
  );
  app.get<{ Params: { name: string } }>(`${ASSETS_PATH}/:name`, common, sendAsset);
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import { sendError } from './error-handler';

/** Paths the SPA never owns: a miss there is a 404 in the error shape, not the web app's index. */
const NON_SPA_PREFIXES = ['/api/', '/auth/', '/config/', '/files/'];

function isNonSpaPath(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return path === '/api' || path === '/auth' || NON_SPA_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** A request for a file (`/assets/x.js`, `/favicon.ico`) that is missing must not get the HTML page. */
function looksLikeFile(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return /\.[a-z0-9]{1,8}$/i.test(path);
}

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built web app (apps/web/dist) when it exists, with the SPA fallback: an unknown
 * GET outside /api, /auth and /config answers index.html so client-side routes survive a reload.
 * Hashed bundles under /assets are immutable; index.html is never cached so a deploy is seen at once.
 */
export async function registerWebApp(app: FastifyInstance, options: { webDistDir: string }): Promise<void> {
  const indexFile = join(options.webDistDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      wildcard: true,
      index: ['index.html'],
      // `/silent-callback` is the small silent-renew page (silent-callback.html), not the whole app.
      extensions: ['html'],
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(join(options.webDistDir, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const spaCandidate =
      hasWebApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isNonSpaPath(request.url) &&
      !looksLikeFile(request.url);
    if (spaCandidate && wantsHtml(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, 404, {
      code: commonErrorCodes.notFound,
      message: `No route for ${request.method} ${request.url.split('?')[0]}.`,
      errors: [],
    });
  });
}

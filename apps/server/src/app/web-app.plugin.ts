import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HOST_CONFIG_ELEMENT_ID, STARTUP_SETTINGS_ELEMENT_ID } from '@hostdeck/contract/constants';
import { DEFAULT_APP_LOCALE, type AppLocale } from '@hostdeck/contract/i18n/locale.schemas';
import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import { sendCompressed } from './compression';
import { sendError } from './error-handler';
import { requestedLocale } from './request-locale';
import { allowNoncedStyleElements } from './security-headers';

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

/**
 * The web app's page, read once at start-up. The build writes a placeholder nonce into it (Vite's
 * `html.cspNonce`: a `csp-nonce` meta tag, and the attribute on the page's script and link tags);
 * every answer swaps in a fresh nonce that only that answer's content security policy allows.
 */
interface AppPage {
  html: string;
  noncePlaceholder: string | null;
}

const NONCE_META_PATTERN = /<meta\s+property="csp-nonce"\s+nonce="([^"]+)"/;

function loadAppPage(indexFile: string): AppPage {
  const html = readFileSync(indexFile, 'utf8');
  return { html, noncePlaceholder: NONCE_META_PATTERN.exec(html)?.[1] ?? null };
}

/** Hostnames a browser can have in its address bar; anything else gets no config in the page. */
const HOSTNAME_PATTERN = /^[a-z0-9.-]{1,253}$|^\[[0-9a-f:.]{2,45}\]$/i;

/**
 * A value as a JSON data block: never run, so the content security policy needs no exception (no
 * nonce, no hash). Every `<` is escaped, so no value can close the element.
 */
export function jsonDataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

export function hostConfigBlock(config: unknown): string {
  return jsonDataBlock(HOST_CONFIG_ELEMENT_ID, config);
}

export type HostConfigFor = (hostname: string) => unknown;
export type StartupSettingsFor = (locale: AppLocale) => unknown;

/** What the server writes into the page, beside the page itself. */
export interface AppPageData {
  /** What `/config/{hostname}.json` answers for a hostname. */
  hostConfigFor?: HostConfigFor;
  /**
   * The public start-up answers in a language (app settings, settings, cookie consent, the start-up
   * translations). They follow from the configuration alone, so each language's is made once.
   */
  startupSettingsFor?: StartupSettingsFor;
}

/** Each language's start-up block, made on its first page request (the configuration is fixed). */
function startupBlocks(startupSettingsFor: StartupSettingsFor): (locale: AppLocale) => string {
  const blocks = new Map<AppLocale, string>();
  return (locale) => {
    let block = blocks.get(locale);
    if (block === undefined) {
      block = jsonDataBlock(STARTUP_SETTINGS_ELEMENT_ID, startupSettingsFor(locale));
      blocks.set(locale, block);
    }
    return block;
  };
}

interface PageBlocks {
  hostConfigFor?: HostConfigFor;
  startupBlockFor?: (locale: AppLocale) => string;
}

function sendAppPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: AppPage,
  { hostConfigFor, startupBlockFor }: PageBlocks,
): FastifyReply {
  const nonce = allowNoncedStyleElements(reply);
  let html = page.noncePlaceholder ? page.html.replaceAll(page.noncePlaceholder, nonce) : page.html;
  // The public start-up answers, in the browser's language: the app uses them when it starts in
  // that language (this device may remember another), so its first paint waits for none of those
  // calls (docs/decisions/0060-a-first-page-in-fewer-requests.md).
  if (startupBlockFor) {
    const locale = requestedLocale(request) ?? DEFAULT_APP_LOCALE;
    html = html.replace('</head>', `${startupBlockFor(locale)}</head>`);
  }
  // The page carries what `/config/{hostname}.json` would answer, so the app's start-up does not
  // wait a round trip for it before its other calls (docs/decisions/0049-first-page-in-one-round-of-calls.md).
  if (hostConfigFor && HOSTNAME_PATTERN.test(request.hostname)) {
    html = html.replace('</head>', `${hostConfigBlock(hostConfigFor(request.hostname))}</head>`);
  }
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  return sendCompressed(request, reply, html);
}

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built web app (apps/web/dist) when it exists, with the SPA fallback: an unknown
 * GET outside /api, /auth and /config answers index.html so client-side routes survive a reload.
 * Files go out in the brotli or gzip copy the build made beside them, as the browser accepts.
 * Hashed bundles under /assets are immutable; index.html is never cached so a deploy is seen at once.
 * The page carries the host config for the hostname it was asked for and the public start-up
 * answers in the browser's language, as JSON data blocks (see {@link jsonDataBlock}).
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    webDistDir: string;
  } & AppPageData,
): Promise<void> {
  const indexFile = join(options.webDistDir, 'index.html');
  const appPage = existsSync(indexFile) ? loadAppPage(indexFile) : null;
  const blocks: PageBlocks = {
    hostConfigFor: options.hostConfigFor,
    startupBlockFor: options.startupSettingsFor && startupBlocks(options.startupSettingsFor),
  };
  if (appPage) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      wildcard: true,
      // The page itself is answered by the fallback below, which gives it its nonce.
      index: false,
      allowedPath: (pathName) => pathName !== '/' && pathName !== '/index.html',
      preCompressed: true,
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
      appPage !== null &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isNonSpaPath(request.url) &&
      (!looksLikeFile(request.url) || request.url.split('?')[0] === '/index.html');
    if (spaCandidate && wantsHtml(request)) return sendAppPage(request, reply, appPage, blocks);
    return sendError(reply, 404, {
      code: commonErrorCodes.notFound,
      message: `No route for ${request.method} ${request.url.split('?')[0]}.`,
      errors: [],
    });
  });
}

import { randomBytes } from 'node:crypto';
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Browser features the product never uses, switched off for our pages and every frame they embed,
 * so an injected script or a third-party frame cannot ask for a camera, a payment or a device.
 * What the tour's video frame delegates (fullscreen, picture-in-picture) keeps the browser default.
 * Only names Chromium knows: it reports every unknown one as an error in the console of each page.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
] as const;

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/**
 * Web app, API and identity pages share one origin; only an external identity server is added.
 * Styles (docs/decisions/0021-styles-under-the-content-security-policy.md): style attributes may be
 * inline, because Mantine positions and themes elements through them; style elements must come
 * from our files or carry the nonce of the page that was served (Mantine writes its theme
 * variables and responsive props into such elements, see {@link allowNoncedStyleElements}).
 */
function contentSecurityDirectives(externalOrigins: string[], socketOrigins: string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrcElem: ["'self'"],
    styleSrcAttr: ["'unsafe-inline'"],
    // Read only by browsers that know neither of the two above (before 2022); they keep what the
    // app needed before, so they still render it.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    // The chat socket: 'self' covers ws(s) of our own origin only in browsers since 2022, so it is named.
    connectSrc: ["'self'", ...socketOrigins, ...externalOrigins],
    // Silent sign-in runs the authorization endpoint in a hidden iframe.
    frameSrc: ["'self'", ...externalOrigins],
    frameAncestors: ["'self'"],
    formAction: ["'self'", ...externalOrigins],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

export interface SecurityHeadersOptions {
  /** Origins the browser may talk to besides our own (an external identity server). */
  externalOrigins: string[];
  /** HSTS only means something over https; on a plain-http localhost it is noise. */
  hsts: boolean;
  /** Our own origin as ws:// or wss:// (the chat socket); none when the public URL is unknown. */
  socketOrigins?: string[];
}

/** A script or stylesheet the web build wrote under /assets (hashed, served as is). */
export function isBundleFile(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  return path.startsWith('/assets/') && /\.(?:js|css)$/.test(path);
}

/**
 * The policy of an answer that is data (JSON): nothing in it may load, run or be framed. If the
 * address is opened in a tab, the browser shows the text and nothing else.
 */
export const DATA_ANSWER_POLICY = "default-src 'none'; frame-ancestors 'none'";

const isData = (type: unknown) => typeof type === 'string' && /^application\/(?:problem\+)?json/.test(type);

/** Headers that govern a document (what it may use, open or share a process with): nothing on a file or data. */
const DOCUMENT_ONLY_HEADERS = [
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Headers every answer carries: a page all of them; a build's script or stylesheet, and an answer
 * that is data, only those that apply to them. Set on the raw response, as helmet does, so that the
 * answers the identity server writes itself (it takes over the response) carry them too.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { externalOrigins, hsts, socketOrigins = [] }: SecurityHeadersOptions,
): Promise<void> {
  // helmet's middleware made once. The Fastify plugin (@fastify/helmet) makes it again for every
  // request, parsing the whole policy each time: a tenth of an API call's CPU under load.
  const setHelmetHeaders = helmet({
    contentSecurityPolicy: { directives: contentSecurityDirectives(externalOrigins, socketOrigins) },
    crossOriginEmbedderPolicy: false,
    // helmet's default `no-referrer` makes Chromium send `Origin: null` on form posts, which the
    // identity pages' same-origin check must refuse; this policy keeps the origin on same-site posts.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHelmetHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    // What a signed-in host reads is theirs alone: no browser, proxy or back/forward cache keeps
    // a copy that the next user of the machine could open. Error answers included.
    const access = request.routeOptions.config.access;
    if (access && access !== 'public') reply.header('cache-control', 'no-store');
  });

  // What is never shown as a page loses the page's policies: about 1.1 kB of every answer, over a
  // connection that compresses no header, and a first page makes 20 to 30 requests before it paints.
  // - A script or stylesheet of the build keeps what applies to a file: nosniff (a script runs only
  //   with a script type), who may embed it (CORP), the referrer its own requests send, and HSTS.
  // - An API call's JSON (its errors included), read by the app, keeps those and framing, with a
  //   policy that allows nothing in case the address is opened in a tab.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isBundleFile(request.url)) {
      for (const name of [...DOCUMENT_ONLY_HEADERS, 'content-security-policy', 'x-frame-options']) {
        reply.raw.removeHeader(name);
      }
    } else if (isData(reply.getHeader('content-type'))) {
      reply.raw.setHeader('content-security-policy', DATA_ANSWER_POLICY);
      for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
    }
    return payload;
  });
}

/**
 * For a page whose style elements are written at run time: a fresh nonce, added to this answer's
 * policy only. The page hands the nonce to whatever writes those elements.
 */
export function allowNoncedStyleElements(reply: FastifyReply): string {
  const nonce = randomBytes(16).toString('base64');
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    const directives = policy.split(';').map((directive) => directive.trim());
    const updated = directives.map((directive) =>
      directive === 'style-src-elem' || directive.startsWith('style-src-elem ')
        ? `${directive} 'nonce-${nonce}'`
        : directive,
    );
    reply.header('content-security-policy', updated.join(';'));
  }
  return nonce;
}

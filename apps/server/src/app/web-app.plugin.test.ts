import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DATA_ANSWER_POLICY } from './security-headers';
import Fastify from 'fastify';
import { STARTUP_NAMESPACES } from '@hostdeck/contract/i18n/startup-namespaces';
import { hostConfigBlock, registerWebApp } from './web-app.plugin';

const PLACEHOLDER = 'BUILD_NONCE_PLACEHOLDER';

/** A web build as Vite and the precompress plugin leave it: a page with the nonce placeholder, files with copies. */
function writeWebBuild(dir: string, files: { script: string; png: Buffer }) {
  mkdirSync(join(dir, 'assets'));
  const preloads = Array.from(
    { length: 20 },
    (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${i}.js" nonce="${PLACEHOLDER}">`,
  ).join('\n');
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><title>Hostdeck</title>
<script type="module" crossorigin src="/assets/app-abc123.js" nonce="${PLACEHOLDER}"></script>
${preloads}
<meta property="csp-nonce" nonce="${PLACEHOLDER}">
</head><body><div id="root"></div></body></html>`,
  );
  const script = join(dir, 'assets', 'app-abc123.js');
  writeFileSync(script, files.script);
  writeFileSync(`${script}.br`, brotliCompressSync(files.script));
  writeFileSync(`${script}.gz`, gzipSync(files.script));
  writeFileSync(join(dir, 'assets', 'photo-abc123.png'), files.png);
}

const nonceIn = (html: string) => /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1];

describe('the web app files', () => {
  let t: TestApp;
  let webDir: string;
  const script = `export const words = ${JSON.stringify('holiday rental '.repeat(300))};\n`;
  // Random bytes stand in for an image: compressing them again gains nothing.
  const png = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'hostdeck-web-'));
    writeWebBuild(webDir, { script, png });
    t = await createTestApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, accept = '*/*') =>
    t.app.inject({
      url,
      headers: { accept, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends the build’s brotli copy to a browser that accepts br, with the same bytes once decoded', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is when no encoding is accepted', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/app-abc123.js', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(script);
    }
  });

  it('leaves images alone', async () => {
    const response = await get('/assets/photo-abc123.png', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(png)).toBe(true);
  });

  it('serves the page with a fresh style nonce per answer, allowed by that answer’s policy only', async () => {
    const seen = new Set<string>();
    for (const url of ['/', '/home', '/index.html', '/properties?page=2']) {
      const response = await get(url, undefined, 'text/html');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const nonce = nonceIn(response.body);
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(response.body).not.toContain(PLACEHOLDER);
      expect(response.body).toContain(`src="/assets/app-abc123.js" nonce="${nonce}"`);
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain(`style-src-elem 'self' 'nonce-${nonce}'`);
      expect(policy).toContain("style-src-attr 'unsafe-inline'");
      seen.add(nonce!);
    }
    expect(seen.size).toBe(4);
  });

  it('compresses the page by Accept-Encoding too', async () => {
    const br = await get('/home', 'gzip, br', 'text/html');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(br.rawPayload).toString();
    expect(br.headers['content-security-policy']).toContain(`'nonce-${nonceIn(html)}'`);
    const gzip = await get('/home', 'gzip', 'text/html');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">');
  });

  const configBlockIn = (html: string) =>
    /<script type="application\/json" id="hostdeck-host-config">(.*?)<\/script><\/head>/s.exec(html)?.[1];

  it('writes the host config for the asked hostname into the page, as /config/{hostname}.json answers it', async () => {
    const page = await t.app.inject({
      url: '/properties',
      headers: { accept: 'text/html', host: 'rentals.example:8080' },
    });
    const block = configBlockIn(page.body);
    expect(block).toBeDefined();
    const file = await t.app.inject({ url: '/config/rentals.example.json' });
    expect(JSON.parse(block!)).toEqual(file.json());
    expect(JSON.parse(block!).hostname).toBe('rentals.example');
  });

  const startupBlockIn = (html: string) =>
    /<script type="application\/json" id="hostdeck-startup-settings">(.*?)<\/script>/s.exec(html)?.[1];

  it('writes the public start-up answers into the page in the browser’s language, as their calls answer them', async () => {
    const page = await t.app.inject({
      url: '/home',
      headers: { accept: 'text/html', 'accept-language': 'ja, de-CH;q=0.9, en;q=0.5' },
    });
    const block = JSON.parse(startupBlockIn(page.body)!);
    expect(block.locale).toBe('de-CH');
    const call = async (url: string) => (await t.app.inject({ url })).json();
    expect(block.appSettings).toEqual(await call('/api/public/app-settings?hl=de-CH'));
    expect(block.publicSettings).toEqual(await call('/api/public/settings'));
    expect(block.cookieConsentSettings).toEqual(await call('/api/public/cookie-consent-settings?hl=de-CH'));
    expect(block.translations).toEqual(
      await call(`/api/public/ui-translations?hl=de-CH&ns=${STARTUP_NAMESPACES.join(',')}`),
    );
    expect(Object.keys(block.translations.resources)).toEqual([...STARTUP_NAMESPACES]);
  });

  it('makes each language’s start-up answers once: they follow from the configuration alone', async () => {
    const app = Fastify();
    const asked: string[] = [];
    await registerWebApp(app, {
      webDistDir: webDir,
      startupSettingsFor: (locale) => {
        asked.push(locale);
        return { locale };
      },
    });
    const pageIn = async (language: string) =>
      (await app.inject({ url: '/home', headers: { accept: 'text/html', 'accept-language': language } }))
        .body;
    for (const language of ['de', 'de', 'fr', 'de-DE']) {
      const block = JSON.parse(startupBlockIn(await pageIn(language))!);
      expect(block).toEqual({ locale: language === 'fr' ? 'fr' : 'de' });
    }
    expect(asked).toEqual(['de', 'fr']);
    await app.close();
  });

  it('writes the start-up answers in American English for a browser that names no language we offer', async () => {
    const page = await t.app.inject({
      url: '/home',
      headers: { accept: 'text/html', 'accept-language': 'ja' },
    });
    expect(JSON.parse(startupBlockIn(page.body)!).locale).toBe('en-US');
    const bare = await t.app.inject({ url: '/home', headers: { accept: 'text/html' } });
    expect(JSON.parse(startupBlockIn(bare.body)!).cookieConsentSettings.locale).toBe('en-US');
  });

  it('keeps the page’s policy free of script exceptions: the config is a data block, not a script', async () => {
    const page = await get('/home', undefined, 'text/html');
    expect(page.body).not.toMatch(/<script(?![^>]*type="(module|application\/json)")/);
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
  });

  it('escapes every < in the config, so no value can close the data block', () => {
    const block = hostConfigBlock({ productTitle: '</script><script>alert(1)</script>' });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(block).toContain('\\u003c/script>');
    expect(JSON.parse(configBlockIn(`${block}</head>`)!)).toEqual({
      productTitle: '</script><script>alert(1)</script>',
    });
  });

  it('writes no config for a host header that is not a hostname', async () => {
    const page = await t.app.inject({ url: '/home', headers: { accept: 'text/html', host: 'a"b<c' } });
    expect(page.statusCode).toBe(200);
    expect(configBlockIn(page.body)).toBeUndefined();
  });

  it('sends a build script only the headers that apply to a file, and a page or an image all of them', async () => {
    const script = await get('/assets/app-abc123.js', 'br');
    expect(script.statusCode).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const documentOnly of [
      'content-security-policy',
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
    ]) {
      expect(script.headers[documentOnly], documentOnly).toBeUndefined();
    }
    // An image could be opened as a document, and a page is one: both keep the whole set.
    for (const url of ['/assets/photo-abc123.png', '/home']) {
      const answer = await get(url, 'br', 'text/html');
      expect(answer.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(answer.headers['permissions-policy'], url).toContain('camera=()');
      expect(answer.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('never lets a style nonce into answers other than pages', async () => {
    const asset = await get('/assets/photo-abc123.png', 'br');
    expect(String(asset.headers['content-security-policy'])).not.toContain('nonce-');
    const api = await get('/api/public/settings');
    expect(api.headers['content-security-policy']).toBe(DATA_ANSWER_POLICY);
  });
});

import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { API_REFERENCE_PATH } from './api-reference.plugin';
import { OPENAPI_PATH } from './openapi.plugin';

/** The addresses of the page's scripts, style sheets and icon, as a browser would read them. */
function assetUrlsIn(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
}

describe('the API reference page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers an HTML page that renders our OpenAPI document with files from our own origin', async () => {
    const response = await t.app.inject({ url: API_REFERENCE_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`data-document="${OPENAPI_PATH}"`);
    // No inline script: the content security policy would refuse it.
    expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assets = assetUrlsIn(response.body);
    expect(assets.length).toBe(4);
    for (const url of assets) expect(url).toMatch(new RegExp(`^${API_REFERENCE_PATH}/assets/[0-9a-f]{12}/`));
  });

  it('serves each file of the page, long cached, text compressed as the browser accepts', async () => {
    const page = await t.app.inject({ url: API_REFERENCE_PATH });
    for (const url of assetUrlsIn(page.body)) {
      const plain = await t.app.inject({ url });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(0);

      const compressed = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(compressed.statusCode, url).toBe(200);
      if (url.endsWith('.png')) {
        expect(compressed.headers['content-encoding']).toBeUndefined();
        continue;
      }
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
  });

  it('finds the Swagger UI bundle and the starter script among the files', async () => {
    const urls = assetUrlsIn((await t.app.inject({ url: API_REFERENCE_PATH })).body);
    const starter = urls.find((url) => url.endsWith('/reference.js'))!;
    expect((await t.app.inject({ url: starter })).body).toContain('SwaggerUIBundle(');
    const bundle = urls.find((url) => url.endsWith('/swagger-ui-bundle.js'))!;
    expect((await t.app.inject({ url: bundle })).body).toContain('SwaggerUIBundle');
  });

  it('answers 404 in the error shape for a file that is not part of the page', async () => {
    const urls = assetUrlsIn((await t.app.inject({ url: API_REFERENCE_PATH })).body);
    const folder = urls[0]!.slice(0, urls[0]!.lastIndexOf('/'));
    for (const name of ['package.json', 'index.html', '..%2Fpackage.json', 'toString']) {
      const response = await t.app.inject({ url: `${folder}/${name}` });
      expect(response.statusCode, name).toBe(404);
      expect(response.json<{ code: string }>().code).toBe('common.notFound');
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../../test/test-app';
import { DATA_ANSWER_POLICY } from './security-headers';

/** `a 'b' c; d e` → { a: ["'b'", 'c'], d: ['e'] } */
function directivesOf(policy: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('mark every answer of a signed-in call no-store, error answers included', async () => {
    const headers = await t.authHeaders(demo.anna);
    const ok = await t.app.inject({ url: '/api/app/user/info', headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const anonymous = await t.app.inject({ url: '/api/app/user/info' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const invalid = await t.app.inject({ url: '/api/app/property-list?page=abc', headers });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
    const staffOnly = await t.app.inject({ url: '/api/staff/hosts', headers });
    expect(staffOnly.statusCode).toBe(403);
    expect(staffOnly.headers['cache-control']).toBe('no-store');
  });

  it('leave public answers cacheable', async () => {
    const response = await t.app.inject({ url: '/api/public/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toBe('no-store');
  });

  it('deny the browser features the product does not use, on identity and help answers', async () => {
    for (const url of ['/auth/.well-known/openid-configuration', '/help/articles/no-such-article']) {
      const response = await t.app.inject({ url });
      const policy = String(response.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid']) {
        expect(policy, `${url} ${feature}`).toContain(`${feature}=()`);
      }
      // The tour's video frame may still go full screen.
      expect(policy).not.toContain('fullscreen');
    }
  });

  it('give an answer that is data a policy that allows nothing, and none of the page policies', async () => {
    const headers = await t.authHeaders(demo.anna);
    for (const [url, status] of [
      ['/api/public/settings', 200],
      ['/api/app/user/info', 200],
      ['/api/app/property-list?page=abc', 400],
    ] as const) {
      const response = await t.app.inject({ url, headers });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-security-policy'], url).toBe(DATA_ANSWER_POLICY);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['permissions-policy'], url).toBeUndefined();
      expect(response.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  // A help article is a page of the app's origin like the web app's (which needs a web build).
  const pagePolicy = async () =>
    directivesOf(
      (await t.app.inject({ url: '/help/articles/no-such-article' })).headers['content-security-policy'],
    );

  it('allow inline style attributes but only our own or nonced style elements, and no inline scripts', async () => {
    const directives = await pagePolicy();
    expect(directives['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(directives['style-src-elem']?.[0]).toBe("'self'");
    expect(directives['style-src-elem']?.slice(1).every((source) => source.startsWith("'nonce-"))).toBe(true);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
  });

  it('lets the pages open the chat socket on our own origin (ws:// here, wss:// behind https)', async () => {
    const directives = await pagePolicy();
    expect(directives['connect-src']).toEqual(["'self'", 'ws://hostdeck.test']);
  });
});

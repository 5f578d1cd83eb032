import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../../test/test-app';

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

  it('deny the browser features the product does not use, on API, identity and help answers', async () => {
    for (const url of [
      '/api/public/settings',
      '/api/app/user/info',
      '/auth/.well-known/openid-configuration',
      '/help/articles/no-such-article',
    ]) {
      const response = await t.app.inject({ url });
      const policy = String(response.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid']) {
        expect(policy, `${url} ${feature}`).toContain(`${feature}=()`);
      }
      // The tour's video frame may still go full screen.
      expect(policy).not.toContain('fullscreen');
    }
  });

  it('allow inline style attributes but only our own or nonced style elements, and no inline scripts', async () => {
    const directives = directivesOf(
      (await t.app.inject({ url: '/api/public/settings' })).headers['content-security-policy'],
    );
    expect(directives['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(directives['style-src-elem']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
  });

  it('lets the pages open the chat socket on our own origin (ws:// here, wss:// behind https)', async () => {
    const directives = directivesOf(
      (await t.app.inject({ url: '/api/public/settings' })).headers['content-security-policy'],
    );
    expect(directives['connect-src']).toEqual(["'self'", 'ws://hostdeck.test']);
  });
});

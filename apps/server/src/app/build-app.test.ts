import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { z } from 'zod';
import { endpoints } from '@hostdeck/contract/endpoints';
import { defineEndpoint } from '@hostdeck/contract/http/endpoint';
import { CORRELATION_ID_HEADER } from '@hostdeck/contract/http/error.schemas';
import { expectApiError } from '../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { buildApp } from './build-app';
import { loadConfig } from './config';
import { registerEndpoint } from './register-endpoint';

/** Calls this issue serves for real (the rest of the table answers 501 until its issue lands). */
const FOUNDATION_PATHS = new Set([
  '/api/app/user/info',
  '/api/app/user/interactions',
  '/api/app/home/overview',
  '/api/app/booking-requests-pending-count',
  '/api/app/messaging/unread-count',
  '/api/app/notifications',
  '/api/app/property-list',
  '/api/app/v2/user/subscription',
]);

describe('the app without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers unknown /api paths and any path without a web build with 404 in the error shape', async () => {
    expectApiError(await t.app.inject({ url: '/api/app/nope' }), 404, 'common.notFound');
    expectApiError(
      await t.app.inject({ method: 'POST', url: '/api/public/nope', payload: {} }),
      404,
      'common.notFound',
    );
    expectApiError(await t.app.inject({ url: '/calendar' }), 404, 'common.notFound');
  });

  it('serves an OpenAPI document listing every call of the contract table', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(document.openapi).toMatch(/^3\.1/);
    for (const endpoint of Object.values(endpoints)) {
      // OpenAPI writes `{name}` where the contract writes `:name`.
      const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      if (endpoint.access === 'channel')
        expect(operation?.security).toEqual([{ apiKeyHeader: [] }, { apiKeyBearer: [] }]);
      else if (endpoint.access !== 'public') expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    }
    expect(document.paths['/api/docs']).toBeUndefined();
    expect(
      Object.keys(document.paths).filter((path) => !path.startsWith('/api/') && !path.startsWith('/config/')),
    ).toEqual([]);
  });

  it('answers 501 in the error shape for a contract call no module serves yet, after checking access', async () => {
    const pending = Object.values(endpoints).find(
      (endpoint) =>
        endpoint.access === 'host' &&
        endpoint.method === 'GET' &&
        !endpoint.params &&
        !endpoint.query &&
        !FOUNDATION_PATHS.has(endpoint.path),
    );
    // When every call of the table is served, this test has done its job: delete it.
    expect(pending).toBeDefined();
    expectApiError(await t.app.inject({ url: pending!.path }), 401);
    const body = expectApiError(
      await t.app.inject({ url: pending!.path, headers: await t.authHeaders(demo.anna) }),
      501,
      'common.notImplemented',
    );
    expect(body.message).toContain(pending!.path);
  });

  it('parses bracketed query strings into nested objects', async () => {
    const response = await t.app.inject({
      url: '/api/app/property-list?criteria%5Bsearch%5D=x&page=1',
      headers: await t.authHeaders(demo.anna),
    });
    expect(response.statusCode, response.body).toBe(200);
    const bad = expectApiError(
      await t.app.inject({
        url: '/api/app/property-list?criteria[search]=x&page=abc',
        headers: await t.authHeaders(demo.anna),
      }),
      400,
    );
    expect(bad.errors.map((error) => error.field)).toEqual(['page']);
  });

  it('refuses bodies over the limit with 413 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/app/user/info',
      headers: { ...(await t.authHeaders(demo.anna)), 'content-type': 'application/json' },
      payload: JSON.stringify({ aboutHost: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expectApiError(response, 413, 'common.payloadTooLarge');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ url: '/api/public/settings' });
    // Data: a policy that allows nothing (pages get theirs, security-headers.test.ts).
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers[CORRELATION_ID_HEADER]).toEqual(expect.any(String));
  });
});

describe('the app with a web build', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'hostdeck-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Hostdeck</title><div id="root"></div>');
    writeFileSync(join(webDir, 'silent-callback.html'), '<!doctype html><title>silent</title>');
    writeFileSync(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('serves the SPA for client routes and files as they are', async () => {
    for (const url of ['/', '/home', '/calendar/U-ABC234', '/auth-callback?code=x&state=y']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const silent = await t.app.inject({ url: '/silent-callback' });
    expect(silent.body).toContain('<title>silent</title>');
  });

  it('never answers the SPA for API paths or missing files', async () => {
    expectApiError(await t.app.inject({ url: '/api/app/nope', headers: { accept: 'text/html' } }), 404);
    expectApiError(await t.app.inject({ url: '/assets/missing.js' }), 404);
  });
});

describe('server errors', () => {
  it('hide details of thrown errors and of responses that break the contract', async () => {
    const template = inject('testDatabaseTemplate');
    const database = await openTestDatabase(template);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://hostdeck.test',
      DATA_DIR: template.dataDir,
    });
    const app = await buildApp({ config, database });
    try {
      app.get('/api/public/test-boom', async () => {
        throw new Error('secret database password leaked');
      });
      const broken = defineEndpoint({
        method: 'GET',
        path: '/api/public/test-broken',
        access: 'public',
        shape: 'designed',
        summary: 'test',
        response: z.object({ count: z.number() }),
      });
      registerEndpoint(app, broken, async () => ({ count: 'secret' }) as unknown as { count: number });
      await app.ready();
      for (const url of ['/api/public/test-boom', '/api/public/test-broken']) {
        const response = await app.inject({ url });
        const body = expectApiError(response, 500, 'common.internal');
        expect(response.body).not.toContain('secret');
        expect(body.errors).toEqual([]);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});

import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@hostdeck/contract/http/endpoint';
import { attachReadCache, cachedRead, ReadCache } from '../db/read-cache';
import { registerErrorHandling } from './error-handler';
import { registerEndpoint } from './register-endpoint';
import { responseSerializerCompiler } from './response-serializer';

describe('responseSerializerCompiler', () => {
  let app: FastifyInstance;
  let cache: ReadCache;
  let checks: number;
  let stored: { name: string };
  beforeEach(async () => {
    checks = 0;
    stored = { name: 'first' };
    cache = new ReadCache();
    const db = {};
    attachReadCache(db, cache);
    // The contract check counts its runs: a refinement runs whenever zod checks the answer.
    const response = z.object({
      name: z.string().refine((name) => {
        checks += 1;
        return name !== 'broken';
      }),
    });
    const row = (path: string) =>
      defineEndpoint({ method: 'GET', path, access: 'public', shape: 'designed', summary: path, response });
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    registerErrorHandling(app);
    registerEndpoint(app, row('/cached'), () => cachedRead(db, 'answer', async () => ({ ...stored })));
    registerEndpoint(app, row('/made'), async () => ({ ...stored }));
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
  });

  const get = (url: string) => app.inject({ url });

  it('checks and writes a cached answer once and sends the same text until a write', async () => {
    expect((await get('/cached')).json()).toEqual({ name: 'first' });
    expect((await get('/cached')).json()).toEqual({ name: 'first' });
    expect(checks).toBe(1);

    stored = { name: 'second' };
    cache.invalidate();
    expect((await get('/cached')).json()).toEqual({ name: 'second' });
    expect(checks).toBe(2);
  });

  it('checks every answer made for the request on its own', async () => {
    await get('/made');
    await get('/made');
    expect(checks).toBe(2);
  });

  it('refuses a cached answer that breaks its row on every request, never keeping it', async () => {
    stored = { name: 'broken' };
    for (const attempt of [1, 2]) {
      const response = await get('/cached');
      expect(response.statusCode, `attempt ${attempt}`).toBe(500);
      expect(response.body).not.toContain('broken');
    }
    expect(checks).toBe(2);
  });
});

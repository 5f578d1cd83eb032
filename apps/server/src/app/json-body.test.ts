import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler';
import { jsonNestingDepth, MAX_JSON_DEPTH, registerJsonBodyParser } from './json-body';

describe('jsonNestingDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestingDepth('1')).toBe(0);
    expect(jsonNestingDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonNestingDepth('{"a":"[[[[{{{{\\"[[["}')).toBe(1);
    expect(jsonNestingDepth('"\\\\"')).toBe(0);
  });

  it('stops counting once past the limit it is given', () => {
    expect(jsonNestingDepth('['.repeat(1_000), 3)).toBe(4);
  });
});

describe('the JSON body parser', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    registerJsonBodyParser(app);
    app.post('/echo', async (request) => ({ body: request.body }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (payload: string) =>
    app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });

  it('parses ordinary bodies as before, up to the depth limit', async () => {
    const nested = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    expect((await post('{"title":"Villa [1]"}')).json()).toEqual({ body: { title: 'Villa [1]' } });
    expect((await post(nested)).statusCode).toBe(200);
  });

  it('refuses absurd nesting with a 400 instead of overflowing the stack later', async () => {
    for (const payload of [
      `${'['.repeat(400_000)}${']'.repeat(400_000)}`,
      `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`,
    ]) {
      const response = await post(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'common.validation' });
    }
  });

  it('keeps refusing prototype keys, naming the field they sit in', async () => {
    for (const [payload, field] of [
      ['{"__proto__":{"x":1}}', '__proto__'],
      ['{"rooms":[{"name":"a","__proto__":[]}]}', 'rooms.0.__proto__'],
      ['{"a":{"constructor":{"prototype":{"x":1}}}}', 'a.constructor'],
    ] as const) {
      const response = await post(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'common.validation',
        errors: [{ field, code: 'validation.unrecognized_keys' }],
      });
    }
    expect((await post('{"constructor":"a plain key"}')).json()).toEqual({
      body: { constructor: 'a plain key' },
    });
  });

  it('keeps refusing broken JSON without naming a field', async () => {
    for (const payload of ['{"title":', '']) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [] });
    }
  });
});

import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@hostdeck/contract/http/endpoint';
import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import { registerErrorHandling } from './error-handler';
import { registerEndpoint } from './register-endpoint';

const upload = defineEndpoint({
  method: 'POST',
  path: '/upload',
  access: 'public',
  shape: 'designed',
  summary: 'test upload',
  requestType: 'multipart',
  // Describes the non-file fields; a JSON validator must never see the multipart stream.
  body: z.object({ caption: z.string() }).strict(),
  response: z.object({ field: z.string(), bytes: z.number() }),
  successStatus: 201,
});

const json = defineEndpoint({
  method: 'POST',
  path: '/json',
  access: 'public',
  shape: 'designed',
  summary: 'test json',
  body: z.object({ name: z.string() }).strict(),
  response: z.object({ name: z.string() }),
});

async function formBody() {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'image/png' }), 'a.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

describe('registerEndpoint', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await app.register(multipart);
    registerEndpoint(app, upload, async ({ request }) => {
      const part = await request.file();
      return { field: part?.fieldname ?? '', bytes: (await part?.toBuffer())?.length ?? 0 };
    });
    registerEndpoint(app, json, async ({ body }) => ({ name: body.name }));
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
  });

  it('hands a multipart upload to the handler unvalidated by the body schema', async () => {
    const body = await formBody();
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ field: 'file', bytes: 4 });
  });

  it('refuses a JSON body on a multipart row with 415', async () => {
    const response = await app.inject({ method: 'POST', url: '/upload', payload: { caption: 'x' } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: commonErrorCodes.unsupportedMediaType });
  });

  it('still validates JSON rows against their body schema', async () => {
    expect((await app.inject({ method: 'POST', url: '/json', payload: { name: 'a' } })).json()).toEqual({
      name: 'a',
    });
    const refused = await app.inject({ method: 'POST', url: '/json', payload: { name: 1 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'common.validation', errors: [{ field: 'name' }] });
  });
});

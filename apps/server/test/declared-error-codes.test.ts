import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@hostdeck/contract/http/endpoint';
import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import { unitErrorCodes } from '@hostdeck/contract/units/units.errors';
import { AppError } from '../src/app/app-error';
import { registerErrorHandling } from '../src/app/error-handler';
import { registerEndpoint } from '../src/app/register-endpoint';
import { checkDeclaredErrorCodes, UNDECLARED_ERROR_CODE } from './declared-error-codes';

const row = (path: string, errors?: (typeof unitErrorCodes)[keyof typeof unitErrorCodes][]) =>
  defineEndpoint({
    method: 'POST',
    path,
    access: 'public',
    shape: 'designed',
    summary: path,
    query: z.object({ name: z.string().min(2).optional() }),
    response: z.null(),
    ...(errors ? { errors } : {}),
  });

const conflict = new AppError({ code: unitErrorCodes.deleteNotAllowed, statusCode: 409, message: 'No.' });
const bedMissing = new AppError({
  code: commonErrorCodes.validation,
  statusCode: 400,
  message: 'The body is not valid.',
  fieldErrors: [{ field: 'rooms', message: 'No bed.', code: unitErrorCodes.bedRequired }],
});

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const routes: [string, AppError, Parameters<typeof row>[1]][] = [
    ['/declared', conflict, [unitErrorCodes.deleteNotAllowed]],
    ['/undeclared', conflict, [unitErrorCodes.notFound]],
    ['/field-declared', bedMissing, [unitErrorCodes.bedRequired]],
    ['/field-undeclared', bedMissing, undefined],
  ];
  for (const [path, error, errors] of routes) {
    registerEndpoint(app, row(path, errors), async () => {
      throw error;
    });
  }
  checkDeclaredErrorCodes(app);
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('checkDeclaredErrorCodes', () => {
  it('lets a declared code through untouched, as the answer code or a field code', async () => {
    const declared = await app.inject({ method: 'POST', url: '/declared' });
    expect(declared.statusCode, declared.body).toBe(409);
    expect(declared.json()).toMatchObject({ code: unitErrorCodes.deleteNotAllowed, message: 'No.' });
    const field = await app.inject({ method: 'POST', url: '/field-declared' });
    expect(field.statusCode, field.body).toBe(400);
  });

  it('lets the common answers through on any row (here a schema refusal)', async () => {
    const response = await app.inject({ method: 'POST', url: '/undeclared?name=x' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: commonErrorCodes.validation });
  });

  it('turns an undeclared code into a 500 naming the row, the status and the code', async () => {
    for (const [url, code, status] of [
      ['/undeclared', unitErrorCodes.deleteNotAllowed, 409],
      ['/field-undeclared', unitErrorCodes.bedRequired, 400],
    ] as const) {
      const response = await app.inject({ method: 'POST', url });
      expect(response.statusCode, response.body).toBe(500);
      const body = response.json<{ code: string; message: string }>();
      expect(body.code).toBe(UNDECLARED_ERROR_CODE);
      expect(body.message).toContain(`POST ${url} answered ${status} ${code}`);
    }
  });
});

import { generateKeyPair } from 'jose';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  apiErrorBodySchema,
  CORRELATION_ID_HEADER,
  type ApiErrorBody,
} from '@hostdeck/contract/http/error.schemas';
import { loadSigningKeys } from '../src/identity/identity.keys';
import type { TestApp } from './test-app';
import { demo } from './test-app';

/** Asserts the one error shape (STYLE.md §6) with a correlation id header, and returns the body. */
export function expectApiError(
  response: LightMyRequestResponse,
  statusCode: number,
  code?: string,
): ApiErrorBody {
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(response.headers[CORRELATION_ID_HEADER]).toEqual(expect.any(String));
  const body = apiErrorBodySchema.parse(response.json());
  if (code) expect(body.code).toBe(code);
  return body;
}

/** The field names of a 400's errors, sorted. */
export function errorFields(body: ApiErrorBody): string[] {
  return body.errors.map((error) => error.field ?? '').sort();
}

type Call = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'query'>;

/**
 * Every protected call answers 401 in the error shape without a token, with a forged token (right
 * claims, signed by another key) and with an expired one; a valid token gets through.
 */
export async function expectTokenRequired(
  testApp: TestApp,
  call: Call,
  email: string = demo.anna,
): Promise<void> {
  const { app } = testApp;
  expectApiError(await app.inject({ ...call }), 401, 'common.unauthorized');
  expectApiError(
    await app.inject({ ...call, headers: { authorization: 'Bearer not-a-jwt' } }),
    401,
    'common.unauthorized',
  );

  // Same claims and even the same key id as the real key: only the signature is wrong.
  const { privateKey } = await generateKeyPair('RS256');
  const { publicJwks } = await loadSigningKeys(testApp.db);
  const kid = publicJwks.keys[0]?.kid;
  const forged = await testApp.tokenFor(email, {
    signingKey: { key: privateKey, alg: 'RS256', ...(kid ? { kid } : {}) },
  });
  expectApiError(
    await app.inject({ ...call, headers: { authorization: `Bearer ${forged}` } }),
    401,
    'common.unauthorized',
  );

  const expired = await testApp.tokenFor(email, { expiresIn: -120 });
  const expiredBody = expectApiError(
    await app.inject({ ...call, headers: { authorization: `Bearer ${expired}` } }),
    401,
  );
  expect(expiredBody.message).toMatch(/expired/i);

  const valid = await app.inject({ ...call, headers: await testApp.authHeaders(email) });
  expect(valid.statusCode, valid.body).toBeLessThan(400);
}

/** Matches the field error of a broken contract rule: `validation.custom` naming the rule. */
export function ruleError(field: string, rule: string) {
  return expect.objectContaining({ field, code: 'validation.custom', params: { rule } });
}

import type { ApiErrorBody } from '@hostdeck/contract/http/error.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../../test/test-app';
import { translate } from '@hostdeck/translations/catalog';
import { demoUnit } from '../modules/units/units.test-support';

// A 400 carries, per field, a stable code and the limit it broke, so the web shows the host a
// translated message on the field ("At most 150 characters") instead of zod's English.
describe('validation errors name their field, code and limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a too long title and too many guests answer 400 with codes and limits on their fields', async () => {
    const { unit } = await demoUnit(t, demo.anna, (row) => row.unit.state === 'IN_PROGRESS');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/app/property-unit/${unit.publicId}`,
      headers: await t.authHeaders(demo.anna),
      payload: { title: 'x'.repeat(151), guests: 51 },
    });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<ApiErrorBody>();
    expect(body.code).toBe('common.validation');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'title',
          code: 'validation.too_big',
          params: expect.objectContaining({ maximum: 150, origin: 'string' }),
        }),
        expect.objectContaining({
          field: 'guests',
          code: 'validation.too_big',
          params: expect.objectContaining({ maximum: 50, origin: 'number' }),
        }),
      ]),
    );
  });
});

// A request naming a language gets its messages in it; the codes stay the same for every language.
describe('error messages in the language the request names', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a 404 and a field error come in Italian for Accept-Language it-IT, in English without one', async () => {
    const headers = await t.authHeaders(demo.anna);
    const missing = (extra: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: '/api/app/properties/P-NOSUCH1',
        headers: { ...headers, ...extra },
      });
    const italian = (await missing({ 'accept-language': 'it-IT,it;q=0.9' })).json<ApiErrorBody>();
    expect(italian.code).toBe('properties.notFound');
    expect(italian.message).toBe(translate('it', 'errors:properties.notFound'));
    expect(italian.message).not.toBe(translate('en-US', 'errors:properties.notFound'));
    const plain = (await missing({})).json<ApiErrorBody>();
    expect(plain.code).toBe('properties.notFound');

    const { unit } = await demoUnit(t, demo.anna, (row) => row.unit.state === 'IN_PROGRESS');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/app/property-unit/${unit.publicId}?hl=hr`,
      headers,
      payload: { title: 'Bad\u0000title' },
    });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<ApiErrorBody>();
    expect(body.message).toBe(translate('hr', 'errors:common.validation'));
    expect(body.errors).toContainEqual(
      expect.objectContaining({
        field: 'title',
        code: 'validation.controlCharacter',
        message: translate('hr', 'errors:validation.controlCharacter'),
      }),
    );
  });
});

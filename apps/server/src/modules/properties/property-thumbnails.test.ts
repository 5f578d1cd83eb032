import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';

describe('unit thumbnails in the property list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the seeded unit photos the property list links to', async () => {
    const list = await t.app.inject({
      url: '/api/app/property-list?limit=100',
      headers: await t.authHeaders(demo.anna),
    });
    const thumbnails = (list.json() as { items: { units: { thumbnail: string | null }[] }[] }).items
      .flatMap((item) => item.units.map((unit) => unit.thumbnail))
      .filter((url): url is string => url !== null);
    expect(thumbnails.length).toBeGreaterThan(0);
    const response = await t.app.inject({ url: thumbnails[0]! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers 404 for missing files, private prefixes and traversal attempts', async () => {
    expectApiError(await t.app.inject({ url: '/files/units/U-NOPE22/photo-1.png' }), 404);
    expectApiError(await t.app.inject({ url: '/files/documents/secret.pdf' }), 404);
    expectApiError(await t.app.inject({ url: '/files/units/..%2F..%2Fdb/PG_VERSION' }), 404);
  });
});

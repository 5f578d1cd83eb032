import { endpoints } from '@hostdeck/contract/endpoints';
import type { ApiErrorBody } from '@hostdeck/contract/http/error.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedRecordIds, paramsFor, urlFor, type OwnedRecordIds } from '../../test/owned-records';
import { createTestApp, demo, type TestApp } from '../../test/test-app';
import { DEMO_API_KEYS } from '../db/seed/seed-api-keys';
import { demoUnit, unitRow } from '../modules/units/units.test-support';
import { pathRecordsOf } from './ownership';

const writes = Object.values(endpoints).filter(
  (endpoint) => ['POST', 'PUT', 'PATCH'].includes(endpoint.method) && endpoint.path.startsWith('/api/'),
);

describe('text guard: control characters and lone surrogates are a 400 on their field, never a 500', () => {
  let t: TestApp;
  let hosts: { email: string; ids: OwnedRecordIds }[];
  beforeAll(async () => {
    t = await createTestApp();
    hosts = [
      { email: demo.anna, ids: await ownedRecordIds(t, demo.anna) },
      { email: demo.agency, ids: await ownedRecordIds(t, demo.agency) },
    ];
  });

  /**
   * The caller and an address whose records are all the caller's: another host's id (or a made-up
   * one) is a 404 before any text is read, since ownership is checked first.
   */
  const callerOf = (endpoint: (typeof writes)[number]) => {
    if (endpoint.path.startsWith('/api/staff')) return { email: demo.staff, url: endpoint.path };
    const records = pathRecordsOf(endpoint);
    const host =
      hosts.find(({ ids }) => records.every(({ kind }) => kind === 'achievement' || ids[kind])) ?? hosts[0]!;
    return { email: host.email, url: urlFor(endpoint, paramsFor(endpoint, host.ids)) };
  };
  afterAll(async () => {
    await t?.close();
  });

  it('covers every write of the endpoint table', () => {
    expect(writes.length).toBeGreaterThan(30);
  });

  it.each(writes.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s refuses a NUL byte in a text field',
    async (_name, endpoint) => {
      const caller = callerOf(endpoint);
      const response = await t.app.inject({
        method: endpoint.method,
        url: caller.url,
        // Channel calls are made with the host's API key, every other call with a sign-in token.
        headers:
          endpoint.access === 'channel'
            ? { 'x-api-key': DEMO_API_KEYS[caller.email as keyof typeof DEMO_API_KEYS] }
            : await t.authHeaders(caller.email),
        payload: { title: 'Villa\u0000Lapad', address: { city: ['Split', 'Sp\uD800lit'] } },
      });
      // Multipart uploads and 415s answer before any text is read; everything else is refused here.
      if (response.statusCode === 415) return;
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<ApiErrorBody>();
      expect(body.code).toBe('common.validation');
      expect(body.errors).toEqual([
        { field: 'title', code: 'validation.controlCharacter', message: expect.any(String) },
        { field: 'address.city.1', code: 'validation.loneSurrogate', message: expect.any(String) },
      ]);
    },
  );

  it('refuses a NUL byte in a path parameter and in a query string too', async () => {
    const headers = await t.authHeaders(demo.anna);
    const path = await t.app.inject({ url: '/api/app/property-unit/U-%00ABC', headers });
    expect(path.statusCode, path.body).toBe(400);
    const query = await t.app.inject({ url: '/api/app/property-list?criteria[search]=a%00b', headers });
    expect(query.statusCode, query.body).toBe(400);
    expect(query.json<ApiErrorBody>().errors[0]?.field).toBe('criteria.search');
  });

  it('stores nothing of a refused write: a unit title with a NUL byte leaves the title as it was', async () => {
    const { unit } = await demoUnit(t, demo.anna, (row) => row.unit.state === 'IN_PROGRESS');
    const before = await unitRow(t, unit.publicId);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/app/property-unit/${unit.publicId}`,
      headers: await t.authHeaders(demo.anna),
      payload: { title: 'Quiet\u0000Flat', description: 'Fine text' },
    });
    expect(response.statusCode, response.body).toBe(400);
    const after = await unitRow(t, unit.publicId);
    expect(after.title).toBe(before.title);
    expect(after.description).toBe(before.description);
  });

  it('lets line breaks, tabs and every script through', async () => {
    const { unit } = await demoUnit(t, demo.anna, (row) => row.unit.state === 'IN_PROGRESS');
    const description = 'Dva sobe uz vrt.\n\tČćžšđ — 家 🏖️';
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/app/property-unit/${unit.publicId}`,
      headers: await t.authHeaders(demo.anna),
      payload: { description },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await unitRow(t, unit.publicId)).description).toBe(description);
  });
});

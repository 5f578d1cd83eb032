import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertySchema } from '@hostdeck/contract/properties/property.schemas';
import { properties } from '../../db/schema/properties.table';
import { expectApiError } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { demoUnit } from '../units/units.test-support';

// Two tabs on the same property: the read's ETag sent back as If-Match keeps a save made from an
// older read from overwriting a newer one, on the texts (PATCH) and on the address (PUT location).
describe('property writes from an older read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = async (
    email: string,
    method: 'GET' | 'PATCH' | 'PUT',
    url: string,
    payload?: unknown,
    ifMatch?: string,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(await t.authHeaders(email)), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      ...(payload ? { payload } : {}),
    });
  const stored = async (publicId: string) => {
    const [row] = await t.db.select().from(properties).where(eq(properties.publicId, publicId));
    return row!;
  };
  const location = (street: string) => ({
    location: { countryCode: 'HR', city: 'Poreč', street, houseNumberOrName: '4', postalCode: '52440' },
  });

  it('hands out the version as the ETag; a matching If-Match saves and answers the next one', async () => {
    const { property } = await demoUnit(t, demo.anna, () => true);
    const url = `/api/app/properties/${property.publicId}`;
    const read = await send(demo.anna, 'GET', url);
    expect(read.statusCode, read.body).toBe(200);
    const version = propertySchema.parse(read.json()).version;
    expect(read.headers.etag).toBe(`"${version}"`);

    const saved = await send(demo.anna, 'PATCH', url, { title: 'Tab one' }, `"${version}"`);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(propertySchema.parse(saved.json())).toMatchObject({ title: 'Tab one', version: version + 1 });
    expect(saved.headers.etag).toBe(`"${version + 1}"`);
  });

  it('refuses a text save from an older read with 412, the property as it is now, and nothing stored', async () => {
    const { property } = await demoUnit(t, demo.anna, () => true);
    const url = `/api/app/properties/${property.publicId}`;
    const opened = String((await send(demo.anna, 'GET', url)).headers.etag);
    expect((await send(demo.anna, 'PATCH', url, { description: 'Tab two' }, opened)).statusCode).toBe(200);

    const stale = await send(demo.anna, 'PATCH', url, { description: 'Tab one' }, opened);
    const error = expectApiError(stale, 412, 'common.preconditionFailed');
    const current = propertySchema.parse(error.current);
    expect(current).toMatchObject({ id: property.publicId, description: 'Tab two' });
    expect(stale.headers.etag).toBe(`"${current.version}"`);
    expect((await stored(property.publicId)).description).toBe('Tab two');
  });

  it('guards the address form the same way, and saves without If-Match as before', async () => {
    const { property } = await demoUnit(t, demo.anna, () => true);
    const url = `/api/app/properties/${property.publicId}/location/save`;
    const opened = String(
      (await send(demo.anna, 'GET', `/api/app/properties/${property.publicId}`)).headers.etag,
    );
    expect((await send(demo.anna, 'PUT', url, location('Obala'), opened)).statusCode).toBe(200);

    const stale = await send(demo.anna, 'PUT', url, location('Riva'), opened);
    expect(
      propertySchema.parse(expectApiError(stale, 412, 'common.preconditionFailed').current).location,
    ).toMatchObject({
      street: 'Obala',
    });
    expect((await stored(property.publicId)).street).toBe('Obala');

    const unconditional = await send(demo.anna, 'PUT', url, location('Riva'));
    expect(unconditional.statusCode, unconditional.body).toBe(200);
    expect((await stored(property.publicId)).street).toBe('Riva');
  });

  it("answers another host's property 404 whatever its If-Match, and changes nothing", async () => {
    const { property } = await demoUnit(t, demo.anna, () => true);
    const before = await stored(property.publicId);
    for (const ifMatch of ['"1"', `"${before.version}"`]) {
      const patched = await send(
        demo.agency,
        'PATCH',
        `/api/app/properties/${property.publicId}`,
        { title: 'Not yours' },
        ifMatch,
      );
      expect(expectApiError(patched, 404, 'properties.notFound').current).toBeUndefined();
      const moved = await send(
        demo.agency,
        'PUT',
        `/api/app/properties/${property.publicId}/location/save`,
        location('Elsewhere'),
        ifMatch,
      );
      expectApiError(moved, 404, 'properties.notFound');
    }
    expect(await stored(property.publicId)).toMatchObject({ title: before.title, version: before.version });
  });
});

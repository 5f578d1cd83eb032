import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertySchema } from '@hostdeck/contract/properties/property.schemas';
import { properties } from '../../db/schema/properties.table';
import { errorFields, expectApiError, expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { demoUnit, liveUnitsOf } from '../units/units.test-support';

describe('PATCH /api/app/properties/:id propertyType (listing flow, first step)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const patch = async (email: string, propertyId: string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/app/properties/${propertyId}`,
      headers: await t.authHeaders(email),
      payload: payload as object,
    });
  const storedType = async (id: string) =>
    (await t.db.select().from(properties).where(eq(properties.id, id)))[0]?.propertyType;

  it('switches the type while the property’s only unit is still being listed', async () => {
    const { property } = await demoUnit(t, demo.newHost, (row) => row.unit.state === 'IN_PROGRESS');
    expect(property.propertyType).toBe('single');
    const response = await patch(demo.newHost, property.publicId, { propertyType: 'multi' });
    expect(response.statusCode, response.body).toBe(200);
    expect(propertySchema.parse(response.json()).propertyType).toBe('multi');
    expect(await storedType(property.id)).toBe('multi');
    const back = await patch(demo.newHost, property.publicId, { propertyType: 'single' });
    expect(back.statusCode, back.body).toBe(200);
    expect(await storedType(property.id)).toBe('single');

    expectApiError(
      await patch(demo.anna, property.publicId, { propertyType: 'multi' }),
      404,
      'properties.notFound',
    );
    const bad = expectApiError(await patch(demo.newHost, property.publicId, { propertyType: 'castle' }), 400);
    expect(errorFields(bad)).toEqual(['propertyType']);
    await expectTokenRequired(
      t,
      {
        method: 'PATCH',
        url: `/api/app/properties/${property.publicId}`,
        payload: { propertyType: 'single' },
      },
      demo.newHost,
    );
  });

  it('refuses the change (409) once a unit is past listing or the property holds several units', async () => {
    const finished = await demoUnit(
      t,
      demo.anna,
      (row) => row.property.propertyType === 'single' && row.unit.state === 'PUBLISHED',
    );
    const refused = expectApiError(
      await patch(demo.anna, finished.property.publicId, { propertyType: 'multi' }),
      409,
      'properties.typeChangeNotAllowed',
    );
    expect(errorFields(refused)).toEqual(['propertyType']);
    expect(await storedType(finished.property.id)).toBe('single');
    // Sending the current type is no change, so the rest of the body is saved.
    const same = await patch(demo.anna, finished.property.publicId, {
      propertyType: 'single',
      title: 'Sea view',
    });
    expect(same.statusCode, same.body).toBe(200);

    const annaUnits = await liveUnitsOf(t, demo.anna);
    const multi = annaUnits.find(
      (row) =>
        row.property.propertyType === 'multi' &&
        annaUnits.filter((other) => other.property.id === row.property.id).length > 1,
    );
    expect(multi).toBeDefined();
    expectApiError(
      await patch(demo.anna, multi!.property.publicId, { propertyType: 'single' }),
      409,
      'properties.typeChangeNotAllowed',
    );
    expect(await storedType(multi!.property.id)).toBe('multi');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  getProperties,
  getPropertyUnits,
} from '@hostdeck/contract/properties/properties.endpoints';
import { propertySchema } from '@hostdeck/contract/properties/property.schemas';
import { propertyListResponseSchema } from '@hostdeck/contract/properties/property-list.schemas';
import { propertyUnitSchema } from '@hostdeck/contract/properties/property-unit.schemas';
import { properties, units } from '../../db/schema/properties.table';
import { errorFields, expectApiError, expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { demoUnit } from '../units/units.test-support';

const created = createProperty.response;

describe('property calls: create, get, patch, delete, location, units', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = async (
    email: string,
    method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: await t.authHeaders(email), ...(payload ? { payload } : {}) });

  const storedProperty = async (publicId: string) => {
    const [row] = await t.db.select().from(properties).where(eq(properties.publicId, publicId));
    return row;
  };
  const storedUnits = async (propertyPublicId: string) => {
    const property = await storedProperty(propertyPublicId);
    return t.db.select().from(units).where(eq(units.propertyId, property!.id));
  };

  it('POST creates a property for the caller with its first unit IN_PROGRESS', async () => {
    const response = await call(demo.anna, 'POST', '/api/app/properties', {
      propertyType: 'single',
      title: ' Lighthouse Cottage ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = created.parse(response.json());
    expect(body.property).toMatchObject({
      propertyType: 'single',
      title: 'Lighthouse Cottage',
      state: 'IN_PROGRESS',
      unitIds: [body.unit.propertyUnitPublicId],
      firstInProgressUnitId: body.unit.propertyUnitPublicId,
      firstFinishedUnitId: null,
      location: null,
    });
    expect(body.unit).toMatchObject({
      state: 'IN_PROGRESS',
      propertyId: body.property.id,
      title: 'Lighthouse Cottage',
    });
    const row = await storedProperty(body.property.id);
    expect(row).toMatchObject({ hostId: await t.userIdOf(demo.anna), propertyType: 'single' });
    const rows = await storedUnits(body.property.id);
    expect(rows.map((unit) => [unit.publicId, unit.state, unit.hostId])).toEqual([
      [body.unit.propertyUnitPublicId, 'IN_PROGRESS', row!.hostId],
    ]);

    const multi = created.parse(
      (await call(demo.anna, 'POST', '/api/app/properties', { propertyType: 'multi' })).json(),
    );
    expect(multi.property).toMatchObject({ propertyType: 'multi', title: null });
    expect(multi.unit.title).toBeNull();

    const bad = expectApiError(
      await call(demo.anna, 'POST', '/api/app/properties', { propertyType: 'castle', title: '' }),
      400,
      'common.validation',
    );
    expect(errorFields(bad)).toEqual(['propertyType', 'title']);
    await expectTokenRequired(t, {
      method: 'POST',
      url: '/api/app/properties',
      payload: { propertyType: 'multi' },
    });
  });

  it('GET /properties/:id answers the entity with unit summary and sorted invalid fields; 404 for another host', async () => {
    const { property, unit } = await demoUnit(t, demo.anna, (row) => !row.unit.registrationNumberValid);
    const response = await call(demo.anna, 'GET', `/api/app/properties/${property.publicId}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = propertySchema.parse(response.json());
    expect(body).toMatchObject({
      id: property.publicId,
      state: 'INACTIVE',
      unitSummary: { total: 1, actionNeeded: 1, published: 0, inProgress: 0 },
      invalidFields: [{ field: 'registrationNumber', propertyId: property.publicId, unitId: unit.publicId }],
      location: { countryCode: 'IT', city: property.city },
    });
    expectApiError(
      await call(demo.agency, 'GET', `/api/app/properties/${property.publicId}`),
      404,
      'properties.notFound',
    );
    await expectTokenRequired(t, { method: 'GET', url: `/api/app/properties/${property.publicId}` });
  });

  it('PATCH stores the texts; bad payload → 400, another host → 404', async () => {
    const { property } = await demoUnit(t, demo.anna, (row) => row.property.propertyType === 'multi');
    const url = `/api/app/properties/${property.publicId}`;
    const response = await call(demo.anna, 'PATCH', url, {
      title: 'Villa Lapad Residence',
      specialOfferDescription: 'Free bikes.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(propertySchema.parse(response.json())).toMatchObject({
      title: 'Villa Lapad Residence',
      specialOfferDescription: 'Free bikes.',
    });
    expect(await storedProperty(property.publicId)).toMatchObject({
      title: 'Villa Lapad Residence',
      specialOfferDescription: 'Free bikes.',
    });
    const bad = expectApiError(
      await call(demo.anna, 'PATCH', url, { title: ' ', propertyType: 'castle' }),
      400,
    );
    expect(errorFields(bad)).toEqual(['propertyType', 'title']);
    expectApiError(await call(demo.agency, 'PATCH', url, { title: 'Taken' }), 404, 'properties.notFound');
    expect((await storedProperty(property.publicId))?.title).toBe('Villa Lapad Residence');
    await expectTokenRequired(t, { method: 'PATCH', url, payload: { description: null } });
  });

  it('PUT location validates the address, cuts the state to 3 characters and stores it', async () => {
    const { property } = await demoUnit(t, demo.anna, (row) => row.unit.state === 'IN_PROGRESS');
    const url = `/api/app/properties/${property.publicId}/location/save`;
    const response = await call(demo.anna, 'PUT', url, {
      location: {
        country: 'it',
        stateOrProvince: 'Toscana',
        city: 'Lucca',
        street: 'Via Fillungo',
        houseNumberOrName: '12',
        postalCode: '55100',
        latitude: 43.8429,
        longitude: 10.5027,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(propertySchema.parse(response.json()).location).toMatchObject({
      countryCode: 'IT',
      countryName: 'Italy',
      stateOrProvince: 'Tos',
      city: 'Lucca',
    });
    expect(await storedProperty(property.publicId)).toMatchObject({
      countryCode: 'IT',
      stateOrProvince: 'Tos',
      street: 'Via Fillungo',
      houseNumberOrName: '12',
      postalCode: '55100',
      latitude: 43.8429,
    });

    const missing = expectApiError(
      await call(demo.anna, 'PUT', url, { location: { countryCode: 'IT', city: '', street: 'Via Roma' } }),
      400,
    );
    expect(errorFields(missing)).toEqual(['location.city', 'location.houseNumberOrName']);
    const noCountry = expectApiError(
      await call(demo.anna, 'PUT', url, {
        location: { city: 'Lucca', street: 'Via Roma', houseNumberOrName: '1' },
      }),
      400,
    );
    expect(errorFields(noCountry)).toEqual(['location.countryCode']);
    expectApiError(
      await call(demo.anna, 'PUT', `/api/app/properties/${property.publicId}/location/move`, {
        location: { countryCode: 'IT', city: 'Lucca', street: 'Via Roma', houseNumberOrName: '1' },
      }),
      400,
    );
    // The country's own rules: a Croatian address has a five-digit postal code; "XX" is no country.
    const croatian = { countryCode: 'HR', city: 'Split', street: 'Riva', houseNumberOrName: '1' };
    const countryRules = expectApiError(
      await call(demo.anna, 'PUT', url, { location: { ...croatian, postalCode: '210' } }),
      400,
    );
    expect(countryRules.errors).toEqual([
      expect.objectContaining({ field: 'location.postalCode', params: { rule: 'postalCodeFormat' } }),
    ]);
    const noPostalCode = expectApiError(await call(demo.anna, 'PUT', url, { location: croatian }), 400);
    expect(noPostalCode.errors).toEqual([
      expect.objectContaining({ field: 'location.postalCode', params: { rule: 'requiredInCountry' } }),
    ]);
    const usWithoutState = expectApiError(
      await call(demo.anna, 'PUT', url, {
        location: { countryCode: 'US', city: 'Austin', street: 'Congress Ave', houseNumberOrName: '1' },
      }),
      400,
    );
    expect(errorFields(usWithoutState)).toEqual(['location.postalCode', 'location.stateOrProvince']);
    expect(
      errorFields(
        expectApiError(
          await call(demo.anna, 'PUT', url, { location: { ...croatian, countryCode: 'XX' } }),
          400,
        ),
      ),
    ).toEqual(['location.countryCode']);
    expect((await storedProperty(property.publicId))?.city).toBe('Lucca');
    const payload = { location: { ...croatian, postalCode: '21000' } };
    expectApiError(await call(demo.agency, 'PUT', url, payload), 404, 'properties.notFound');
    expect((await storedProperty(property.publicId))?.city).toBe('Lucca');
    const confirm = await call(
      demo.anna,
      'PUT',
      `/api/app/properties/${property.publicId}/location/confirm`,
      payload,
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await storedProperty(property.publicId))?.city).toBe('Split');
    await expectTokenRequired(t, { method: 'PUT', url, payload });
  });

  it('DELETE refuses while a unit is published, else marks every unit DELETED', async () => {
    const published = await demoUnit(t, demo.anna, (row) => row.unit.state === 'PUBLISHED');
    expectApiError(
      await call(demo.anna, 'DELETE', `/api/app/properties/${published.property.publicId}`),
      409,
      'properties.deleteNotAllowed',
    );
    expect((await storedUnits(published.property.publicId)).every((unit) => unit.state !== 'DELETED')).toBe(
      true,
    );

    const fresh = created.parse(
      (
        await call(demo.anna, 'POST', '/api/app/properties', { propertyType: 'multi', title: 'Doomed' })
      ).json(),
    );
    await call(demo.anna, 'POST', `/api/app/properties/${fresh.property.id}/units`);
    const url = `/api/app/properties/${fresh.property.id}`;
    expectApiError(await call(demo.agency, 'DELETE', url), 404, 'properties.notFound');
    const response = await call(demo.anna, 'DELETE', url);
    expect(response.statusCode, response.body).toBe(204);
    const rows = await storedUnits(fresh.property.id);
    expect(rows).toHaveLength(2);
    for (const unit of rows) {
      expect(unit.state).toBe('DELETED');
      expect(unit.deletedAt).toBeInstanceOf(Date);
    }
    expectApiError(await call(demo.anna, 'GET', url), 404, 'properties.notFound');
    const list = propertyListResponseSchema.parse(
      (await call(demo.anna, 'GET', '/api/app/property-list?criteria[search]=doomed')).json(),
    );
    expect(list.items).toEqual([]);

    const another = created.parse(
      (await call(demo.anna, 'POST', '/api/app/properties', { propertyType: 'single' })).json(),
    );
    await expectTokenRequired(t, { method: 'DELETE', url: `/api/app/properties/${another.property.id}` });
  });

  it('GET /properties pages full entities and searches titles', async () => {
    const page = getProperties.response.parse(
      (await call(demo.agency, 'GET', '/api/app/properties?page=2&limit=10')).json(),
    );
    expect(page.pagination).toMatchObject({ page: 2, pageSize: 10 });
    expect(page.items).toHaveLength(10);
    const residence = await demoUnit(t, demo.agency, (row) => row.property.propertyType === 'multi');
    const found = getProperties.response.parse(
      (
        await call(
          demo.agency,
          'GET',
          `/api/app/properties?criteria[search]=${encodeURIComponent(residence.unit.title!.toLowerCase())}`,
        )
      ).json(),
    );
    expect(found.items.map((item) => item.id)).toContain(residence.property.publicId);
    expect(found.items.find((item) => item.id === residence.property.publicId)?.unitIds).toContain(
      residence.unit.publicId,
    );
    expect(
      errorFields(expectApiError(await call(demo.agency, 'GET', '/api/app/properties?limit=0'), 400)),
    ).toEqual(['limit']);
    await expectTokenRequired(t, { method: 'GET', url: '/api/app/properties' });
  });

  it('GET /properties/:propertyId/units pages and searches a property’s units', async () => {
    const residence = await demoUnit(t, demo.agency, (row) => row.property.propertyType === 'multi');
    const url = `/api/app/properties/${residence.property.publicId}/units`;
    const all = getPropertyUnits.response.parse((await call(demo.agency, 'GET', url)).json());
    expect(all.items.length).toBeGreaterThan(1);
    const first = getPropertyUnits.response.parse(
      (await call(demo.agency, 'GET', `${url}?limit=1&page=2`)).json(),
    );
    expect(first.items.map((unit) => unit.id)).toEqual([all.items[1]!.id]);
    expect(first.pagination).toMatchObject({ total: all.items.length, pageSize: 1 });
    const found = getPropertyUnits.response.parse(
      (
        await call(
          demo.agency,
          'GET',
          `${url}?criteria[search]=${encodeURIComponent(`  ${residence.unit.title!.toUpperCase()}`)}`,
        )
      ).json(),
    );
    expect(found.items.map((unit) => unit.id)).toEqual([residence.unit.publicId]);
    expectApiError(await call(demo.anna, 'GET', url), 404, 'properties.notFound');
    expect(errorFields(expectApiError(await call(demo.agency, 'GET', `${url}?limit=500`), 400))).toEqual([
      'limit',
    ]);
    await expectTokenRequired(t, { method: 'GET', url }, demo.agency);
  });

  it('POST /properties/:id/units adds an IN_PROGRESS unit to a multi property; 409 for a single one', async () => {
    const residence = await demoUnit(t, demo.anna, (row) => row.property.propertyType === 'multi');
    const url = `/api/app/properties/${residence.property.publicId}/units`;
    const before = await storedUnits(residence.property.publicId);
    const response = await call(demo.anna, 'POST', url);
    expect(response.statusCode, response.body).toBe(201);
    const unit = propertyUnitSchema.parse(response.json());
    expect(unit).toMatchObject({
      state: 'IN_PROGRESS',
      propertyId: residence.property.publicId,
      propertyType: 'multi',
    });
    const after = await storedUnits(residence.property.publicId);
    const stored = after.find((row) => row.publicId === unit.propertyUnitPublicId);
    expect(stored).toMatchObject({
      state: 'IN_PROGRESS',
      position: Math.max(...before.map((row) => row.position)) + 1,
    });

    const single = await demoUnit(t, demo.anna, (row) => row.property.propertyType === 'single');
    expectApiError(
      await call(demo.anna, 'POST', `/api/app/properties/${single.property.publicId}/units`),
      409,
      'properties.singleUnitExists',
    );
    expectApiError(await call(demo.agency, 'POST', url), 404, 'properties.notFound');
    expect(await storedUnits(residence.property.publicId)).toHaveLength(after.length);
    await expectTokenRequired(t, { method: 'POST', url });
  });

  it('GET /properties-configuration answers constraints, rooms, amenities with labels and address forms', async () => {
    const response = await call(demo.anna, 'GET', '/api/app/properties-configuration?hl=en-US');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.propertyUnit.photosConstraints).toEqual({
      mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
      minWidth: 640,
      minHeight: 427,
      maxWidth: 8000,
      maxHeight: 8000,
    });
    expect(body.propertyUnit.room).toEqual({
      types: ['bedroom', 'living_room', 'bath_room', 'kitchen_room'],
      defaultType: 'bedroom',
    });
    expect(body.propertyUnit.amenities).toContainEqual({ key: 'wifi', label: 'Wi-Fi' });
    const requiredDefaults = body.property.addressForm.defaultFields
      .filter((f: { required: boolean }) => f.required)
      .map((f: { name: string }) => f.name)
      .sort();
    expect(requiredDefaults).toEqual(['city', 'countryCode', 'houseNumberOrName', 'street']);
    expect(body.property.addressForm.byCountry.US).toContainEqual({
      name: 'stateOrProvince',
      required: true,
      maxLength: 3,
    });
    expect(body.priceAndAvailabilitySettings.losDiscount.enabled).toBe(true);
    expect(
      errorFields(
        expectApiError(
          await call(demo.anna, 'GET', `/api/app/properties-configuration?hl=${'x'.repeat(11)}`),
          400,
        ),
      ),
    ).toEqual(['hl']);
    await expectTokenRequired(t, { method: 'GET', url: '/api/app/properties-configuration' });
  });
});

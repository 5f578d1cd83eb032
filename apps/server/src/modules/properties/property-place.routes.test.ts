import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertySchema } from '@hostdeck/contract/properties/property.schemas';
import { properties, type PropertyRow } from '../../db/schema/properties.table';
import { errorFields, expectApiError, expectTokenRequired, ruleError } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { demoUnit } from '../units/units.test-support';

describe('PUT /api/app/properties/:id/place', () => {
  let t: TestApp;
  let property: PropertyRow;
  let agencyProperty: PropertyRow;

  beforeAll(async () => {
    t = await createTestApp();
    property = (await demoUnit(t, demo.anna, (row) => row.property.street !== null)).property;
    agencyProperty = (await demoUnit(t, demo.agency, () => true)).property;
  });
  afterAll(async () => {
    await t?.close();
  });

  const url = (publicId: string) => `/api/app/properties/${publicId}/place`;
  const put = async (payload: unknown, publicId = property.publicId, email: string = demo.anna) =>
    t.app.inject({
      method: 'PUT',
      url: url(publicId),
      headers: await t.authHeaders(email),
      payload: payload as object,
    });
  const stored = async (publicId = property.publicId) => {
    const [row] = await t.db.select().from(properties).where(eq(properties.publicId, publicId));
    if (!row) throw new Error(`No property ${publicId}`);
    return row;
  };
  const place = (changes: Record<string, unknown> = {}) => ({
    place: {
      countryCode: property.countryCode,
      city: property.city,
      stateOrProvince: 'Somewhere Region',
      postalCode: null,
      latitude: 43.5,
      longitude: 11.25,
      formattedAddress: `${property.city}, Somewhere Region`,
      ...changes,
    },
  });

  it('requires a valid token', async () => {
    await expectTokenRequired(t, { method: 'PUT', url: url(property.publicId), payload: place() });
  });

  it('in the same town stores the place and keeps the street, house number and postal code', async () => {
    const before = await stored();
    const response = await put(
      place({ city: ` ${before.city!.toUpperCase()} `, countryCode: before.countryCode!.toLowerCase() }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const answered = propertySchema.parse(response.json());
    expect(answered.id).toBe(property.publicId);
    const after = await stored();
    expect(after).toMatchObject({
      countryCode: before.countryCode,
      countryName: new Intl.DisplayNames(['en'], { type: 'region' }).of(before.countryCode!),
      stateOrProvince: 'Som',
      latitude: 43.5,
      longitude: 11.25,
      formattedAddress: `${property.city}, Somewhere Region`,
      street: before.street,
      houseNumberOrName: before.houseNumberOrName,
      postalCode: before.postalCode,
    });
    // The full address is still there, so the entity still answers its location.
    expect(answered.location).toMatchObject({
      street: before.street,
      latitude: 43.5,
      stateOrProvince: 'Som',
    });
  });

  it('in another town clears the old street; in another country too', async () => {
    const moved = await put(
      place({
        countryCode: 'HR',
        city: 'Rovinj',
        stateOrProvince: '18',
        postalCode: '52210',
        latitude: 45.0812,
        longitude: 13.6387,
        formattedAddress: 'Rovinj, Istria, Croatia',
      }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await stored()).toMatchObject({
      countryCode: 'HR',
      countryName: 'Croatia',
      stateOrProvince: '18',
      city: 'Rovinj',
      postalCode: '52210',
      street: null,
      houseNumberOrName: null,
      latitude: 45.0812,
      longitude: 13.6387,
      formattedAddress: 'Rovinj, Istria, Croatia',
    });
    // The town is answered at once (the address step prefills from it); the street waits for location/address.
    expect(propertySchema.parse(moved.json()).location).toMatchObject({
      city: 'Rovinj',
      street: '',
      houseNumberOrName: '',
      latitude: 45.0812,
    });

    await t.db
      .update(properties)
      .set({ street: 'Ulica Vladimira Nazora', houseNumberOrName: '4' })
      .where(eq(properties.publicId, property.publicId));
    // A town of the same name in another country is another place.
    await put(
      place({
        countryCode: 'IT',
        city: 'Rovinj',
        stateOrProvince: null,
        postalCode: undefined,
        formattedAddress: undefined,
      }),
    );
    expect(await stored()).toMatchObject({
      countryCode: 'IT',
      city: 'Rovinj',
      street: null,
      houseNumberOrName: null,
      postalCode: null,
      stateOrProvince: null,
      formattedAddress: null,
    });
  });

  it('answers 400 with the fields of a bad place and stores nothing', async () => {
    const before = await stored();
    const body = expectApiError(
      await put({ place: { countryCode: 'Croatia', city: '', latitude: 91, longitude: 13 } }),
      400,
      'common.validation',
    );
    expect(errorFields(body)).toEqual(['place.city', 'place.countryCode', 'place.latitude']);
    expectApiError(await put({ ...place(), street: 'Riva' }), 400, 'common.validation');
    expect(await stored()).toEqual(before);
  });

  it('answers 400 on a country no country has and on a postal code without its format, and stores nothing', async () => {
    const before = await stored();
    const unknownCountry = expectApiError(
      await put(place({ countryCode: 'XX', city: 'Nowhere' })),
      400,
      'common.validation',
    );
    expect(unknownCountry.errors).toEqual([ruleError('place.countryCode', 'unknownCountry')]);
    const postalCode = expectApiError(
      await put(place({ countryCode: 'HR', city: 'Rovinj', postalCode: '5221' })),
      400,
      'common.validation',
    );
    expect(postalCode.errors).toEqual([ruleError('place.postalCode', 'postalCodeFormat')]);
    expect(await stored()).toEqual(before);
  });

  it("answers 404 for another host's property and leaves it alone", async () => {
    const before = await stored(agencyProperty.publicId);
    expectApiError(
      await put(place({ countryCode: 'HR', city: 'Split' }), agencyProperty.publicId),
      404,
      'properties.notFound',
    );
    expect(await stored(agencyProperty.publicId)).toEqual(before);
  });

  const samplePostalCodes: Record<string, string> = {
    HR: '21000',
    IT: '55100',
    ES: '28001',
    PT: '1100-148',
    FR: '75001',
  };

  it('the address step keeps the coordinates the town search stored (it sends none)', async () => {
    expect((await put(place({ latitude: 44.1, longitude: 15.2 }))).statusCode).toBe(200);
    const before = await stored();
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/app/properties/${property.publicId}/location/save`,
      headers: await t.authHeaders(demo.anna),
      payload: {
        location: {
          countryCode: before.countryCode,
          city: before.city,
          street: 'Obala 1',
          houseNumberOrName: '2',
          // The town search stores no postal code; the country requires one in its format.
          postalCode: samplePostalCodes[before.countryCode ?? ''],
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await stored()).toMatchObject({ street: 'Obala 1', latitude: 44.1, longitude: 15.2 });
  });
});

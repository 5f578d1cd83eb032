import { and, asc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  regionalRequirementsConfigurationSchema,
  regionalRequirementsSchema,
} from '@hostdeck/contract/properties/regional-requirements.schemas';
import { properties, units } from '../../db/schema/properties.table';
import { errorFields, expectApiError, expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';

describe('unit regional requirements', () => {
  let t: TestApp;

  /** Anna's first live unit in `countryCode`, with its row. */
  const annaUnitIn = async (countryCode: string, extra?: SQL) => {
    const [row] = await t.db
      .select({ unit: units, propertyId: properties.id })
      .from(units)
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .where(
        and(
          eq(units.hostId, await t.userIdOf(demo.anna)),
          eq(properties.countryCode, countryCode),
          isNull(units.deletedAt),
          ne(units.state, 'DELETED'),
          extra,
        ),
      )
      .orderBy(asc(units.createdAt))
      .limit(1);
    if (!row) throw new Error(`Anna has no unit in ${countryCode}`);
    return row;
  };
  const unitRow = async (id: string) => (await t.db.select().from(units).where(eq(units.id, id)))[0]!;
  const url = (publicId: string, suffix = '') =>
    `/api/app/property-unit/${publicId}/regional-requirements${suffix}`;
  const get = async (publicId: string, suffix = '') => {
    const response = await t.app.inject({
      url: url(publicId, suffix),
      headers: await t.authHeaders(demo.anna),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as unknown;
  };
  const patch = async (publicId: string, payload: unknown, email: string = demo.anna) =>
    t.app.inject({
      method: 'PATCH',
      url: url(publicId),
      headers: await t.authHeaders(email),
      payload: payload as object,
    });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('requires a valid token on every call', async () => {
    const { unit } = await annaUnitIn('HR');
    await expectTokenRequired(t, { method: 'GET', url: url(unit.publicId) });
    await expectTokenRequired(t, { method: 'GET', url: url(unit.publicId, '/configuration') });
    await expectTokenRequired(t, {
      method: 'PATCH',
      url: url(unit.publicId),
      payload: { ownership: { isOwner: true } },
    });
  });

  it("answers 404 for another host's unit and changes nothing", async () => {
    const { unit } = await annaUnitIn('HR');
    const headers = await t.authHeaders(demo.agency);
    expectApiError(await t.app.inject({ url: url(unit.publicId), headers }), 404, 'units.notFound');
    expectApiError(
      await t.app.inject({ url: url(unit.publicId, '/configuration'), headers }),
      404,
      'units.notFound',
    );
    expectApiError(
      await patch(unit.publicId, { ownership: { isOwner: false } }, demo.agency),
      404,
      'units.notFound',
    );
    expect((await unitRow(unit.id)).regionalRequirements).toEqual(unit.regionalRequirements);
  });

  it.each([
    ['HR', 'HR', ['registrationNumber', 'ownership.isOwner']],
    ['IT', 'IT', ['nationalIdCode', 'registrationNumber']],
    ['ES', 'ES', ['registrationNumber']],
    ['PT', 'PT', ['registrationNumber']],
  ])('serves the %s form from the property country', async (country, region, fields) => {
    const { unit } = await annaUnitIn(country);
    const configuration = regionalRequirementsConfigurationSchema.parse(
      await get(unit.publicId, '/configuration'),
    );
    expect(configuration.region).toBe(region);
    expect(configuration.fields.map((field) => field.name)).toEqual(fields);
  });

  it('reads the stored answers: identifiers from their columns, ownership as a boolean', async () => {
    const { unit } = await annaUnitIn('IT');
    const answers = regionalRequirementsSchema.parse(await get(unit.publicId));
    expect(answers.values).toEqual({
      nationalIdCode: unit.nationalIdCode,
      registrationNumber: unit.registrationNumber,
    });
    expect(answers.ownership.isOwner).toBe(unit.regionalRequirements?.ownership?.isOwner ?? null);
  });

  it("saves Croatia's answers: isOwner sent as the form's string, the number normalised", async () => {
    const { unit } = await annaUnitIn('HR');
    const response = await patch(unit.publicId, {
      ownership: { isOwner: 'false' },
      values: { registrationNumber: ' hr-21000-4321 ' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(regionalRequirementsSchema.parse(response.json())).toEqual({
      ownership: { isOwner: false },
      values: { registrationNumber: 'HR-21000-4321' },
    });
    const row = await unitRow(unit.id);
    expect(row.registrationNumber).toBe('HR-21000-4321');
    expect(row.regionalRequirements).toEqual({ ownership: { isOwner: false } });
    expect(regionalRequirementsSchema.parse(await get(unit.publicId)).ownership.isOwner).toBe(false);

    const boolean = await patch(unit.publicId, { ownership: { isOwner: true } });
    expect(boolean.json()).toMatchObject({
      ownership: { isOwner: true },
      values: { registrationNumber: 'HR-21000-4321' },
    });
  });

  it('clears the invalid flag when the host fixes a rejected registration number', async () => {
    const { unit } = await annaUnitIn('IT', eq(units.registrationNumberValid, false));
    expect(unit.state).toBe('REJECTED_BY_STAFF');
    const response = await patch(unit.publicId, { values: { registrationNumber: '048017-CAV-00042' } });
    expect(response.statusCode, response.body).toBe(200);
    const row = await unitRow(unit.id);
    expect(row).toMatchObject({ registrationNumber: '048017-CAV-00042', registrationNumberValid: true });
    // The Italian CIR is optional: clearing it is allowed; the CIN is not.
    expect((await patch(unit.publicId, { values: { registrationNumber: null } })).statusCode).toBe(200);
    expect((await unitRow(unit.id)).registrationNumber).toBeNull();
  });

  it('reports every field problem at once and stores nothing', async () => {
    const { unit } = await annaUnitIn('IT');
    const before = await unitRow(unit.id);
    const body = expectApiError(
      await patch(unit.publicId, {
        ownership: { isOwner: true },
        values: { nationalIdCode: '', registrationNumber: 'not valid', vatNumber: 'x' },
      }),
      400,
      'common.validation',
    );
    expect(body.errors.map((error) => [error.field, error.code]).sort()).toEqual([
      ['ownership.isOwner', 'regionalRequirements.unknownField'],
      ['values.nationalIdCode', 'regionalRequirements.required'],
      ['values.registrationNumber', 'regionalRequirements.invalidFormat'],
      ['values.vatNumber', 'regionalRequirements.unknownField'],
    ]);
    expect(await unitRow(unit.id)).toEqual(before);
  });

  it('refuses a malformed CIN', async () => {
    const { unit } = await annaUnitIn('IT');
    const body = expectApiError(await patch(unit.publicId, { values: { nationalIdCode: 'IT123' } }), 400);
    expect(errorFields(body)).toEqual(['values.nationalIdCode']);
  });

  it.each([
    [{ ownership: { isOwner: 'maybe' } }, ['ownership.isOwner']],
    [{ ownership: {} }, ['ownership.isOwner']],
    [{ values: { registrationNumber: 42 } }, ['values.registrationNumber']],
    [{ owner: true }, ['owner']],
  ])('answers 400 with field errors for %j', async (payload, fields) => {
    const { unit } = await annaUnitIn('HR');
    const body = expectApiError(await patch(unit.publicId, payload), 400, 'common.validation');
    expect(errorFields(body)).toEqual(fields);
  });

  it('has no form where the country asks for nothing', async () => {
    const { unit, propertyId } = await annaUnitIn('ES');
    await t.db.update(properties).set({ countryCode: 'DE' }).where(eq(properties.id, propertyId));
    expect(await get(unit.publicId, '/configuration')).toEqual({ region: null, fields: [] });
    expect(regionalRequirementsSchema.parse(await get(unit.publicId)).values).toEqual({});
    const body = expectApiError(await patch(unit.publicId, { values: { registrationNumber: 'X-1' } }), 400);
    expect(body.errors[0]).toMatchObject({
      field: 'values.registrationNumber',
      code: 'regionalRequirements.unknownField',
    });
    await t.db.update(properties).set({ countryCode: 'ES' }).where(eq(properties.id, propertyId));
  });
});

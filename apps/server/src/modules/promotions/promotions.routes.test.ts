import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTIONS_CONFIGURATION } from '@hostdeck/contract/promotions/promotions.constants';
import {
  promotionSchema,
  promotionsConfigurationSchema,
} from '@hostdeck/contract/promotions/promotions.schemas';
import { units } from '../../db/schema/properties.table';
import { promotions } from '../../db/schema/promotions.table';
import { errorFields, expectApiError, expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';

describe('unit promotions', () => {
  let t: TestApp;
  let unit: { id: string; publicId: string };
  let agencyUnit: string;

  const firstLiveUnit = async (email: string) => {
    const [row] = await t.db
      .select({ id: units.id, publicId: units.publicId })
      .from(units)
      .where(
        and(eq(units.hostId, await t.userIdOf(email)), isNull(units.deletedAt), ne(units.state, 'DELETED')),
      )
      .orderBy(asc(units.createdAt))
      .limit(1);
    if (!row) throw new Error(`No unit for ${email}`);
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp();
    unit = await firstLiveUnit(demo.anna);
    agencyUnit = (await firstLiveUnit(demo.agency)).publicId;
  });
  afterAll(async () => {
    await t?.close();
  });

  const base = (publicId: string) => `/api/app/property-unit/${publicId}`;
  const save = async (payload: unknown, publicId = unit.publicId, email: string = demo.anna) =>
    t.app.inject({
      method: 'POST',
      url: `${base(publicId)}/promotion`,
      headers: await t.authHeaders(email),
      payload: payload as object,
    });
  const list = async () => {
    const response = await t.app.inject({
      url: `${base(unit.publicId)}/promotions`,
      headers: await t.authHeaders(demo.anna),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { items: unknown[] }).items.map((item) => promotionSchema.parse(item));
  };

  it('requires a valid token on every call', async () => {
    await expectTokenRequired(t, { method: 'GET', url: `${base(unit.publicId)}/promotions/configuration` });
    await expectTokenRequired(t, { method: 'GET', url: `${base(unit.publicId)}/promotions` });
    await expectTokenRequired(t, {
      method: 'POST',
      url: `${base(unit.publicId)}/promotion`,
      payload: { type: 'discount', state: { discountPercent: 5, enabled: false } },
    });
  });

  it("answers 404 for another host's unit and stores nothing", async () => {
    const headers = await t.authHeaders(demo.anna);
    expectApiError(
      await t.app.inject({ url: `${base(agencyUnit)}/promotions/configuration`, headers }),
      404,
      'units.notFound',
    );
    expectApiError(
      await t.app.inject({ url: `${base(agencyUnit)}/promotions`, headers }),
      404,
      'units.notFound',
    );
    expectApiError(
      await save({ type: 'early_bird', state: { discountPercent: 10, enabled: true } }, agencyUnit),
      404,
      'units.notFound',
    );
    const agencyRows = await t.db
      .select()
      .from(promotions)
      .innerJoin(units, eq(units.id, promotions.unitId))
      .where(eq(units.publicId, agencyUnit));
    expect(agencyRows).toEqual([]);
  });

  it('serves the configuration: every type with its discount options', async () => {
    const response = await t.app.inject({
      url: `${base(unit.publicId)}/promotions/configuration`,
      headers: await t.authHeaders(demo.anna),
    });
    expect(response.statusCode).toBe(200);
    expect(promotionsConfigurationSchema.parse(response.json())).toEqual(PROMOTIONS_CONFIGURATION);
  });

  it('creates, deactivates and reactivates a promotion, one row per type', async () => {
    await t.db.delete(promotions).where(eq(promotions.unitId, unit.id));
    expect(await list()).toEqual([]);

    const created = await save({ type: 'long_stay', state: { discountPercent: 20, enabled: true } });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({
      type: 'long_stay',
      state: { discountPercent: 20, enabled: true },
      status: 'ACTIVE',
    });

    const deactivated = await save({ type: 'long_stay', state: { discountPercent: 15, enabled: false } });
    expect(deactivated.json()).toMatchObject({
      status: 'INACTIVE',
      state: { discountPercent: 15, enabled: false },
    });

    await save({ type: 'early_bird', state: { discountPercent: 5, enabled: true } });
    const items = await list();
    expect(items.map((item) => [item.type, item.status])).toEqual([
      ['early_bird', 'ACTIVE'],
      ['long_stay', 'INACTIVE'],
    ]);
    const rows = await t.db.select().from(promotions).where(eq(promotions.unitId, unit.id));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.type === 'long_stay')).toMatchObject({
      discountPercent: 15,
      enabled: false,
      status: 'INACTIVE',
    });

    const reactivated = await save({ type: 'long_stay', state: { discountPercent: 15, enabled: true } });
    expect(reactivated.json()).toMatchObject({ status: 'ACTIVE' });
  });

  it('refuses a discount the type does not offer, on state.discountPercent', async () => {
    const before = await list();
    const body = expectApiError(
      await save({ type: 'discount', state: { discountPercent: 30, enabled: true } }),
      400,
      'common.validation',
    );
    expect(body.errors).toEqual([
      expect.objectContaining({ field: 'state.discountPercent', code: 'promotions.discountNotOffered' }),
    ]);
    expect(await list()).toEqual(before);
  });

  it.each([
    [{ type: 'flash_sale', state: { discountPercent: 10, enabled: true } }, ['type']],
    [{ type: 'discount' }, ['state']],
    [{ type: 'discount', state: { discountPercent: 0, enabled: true } }, ['state.discountPercent']],
    [{ type: 'discount', state: { discountPercent: 10, enabled: 'yes' } }, ['state.enabled']],
    [{ type: 'discount', state: { discountPercent: 10, enabled: true }, status: 'ACTIVE' }, ['status']],
  ])('answers 400 with field errors for %j', async (payload, fields) => {
    const body = expectApiError(await save(payload), 400, 'common.validation');
    expect(errorFields(body)).toEqual(fields);
  });
});

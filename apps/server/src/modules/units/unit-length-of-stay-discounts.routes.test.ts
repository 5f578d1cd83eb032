import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lengthOfStayDiscountsSchema } from '@hostdeck/contract/properties/length-of-stay-discounts.schemas';
import { propertiesConfigurationSchema } from '@hostdeck/contract/properties/properties-configuration.schemas';
import { propertyUnitSchema } from '@hostdeck/contract/properties/property-unit.schemas';
import { expectApiError, expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { demoUnit, unitRow } from './units.test-support';

const tier = (minimumNights: number, percent: number) => ({ minimumNights, percent });
const FIELD = 'price.lengthOfStayDiscounts';

describe("a unit's length-of-stay discounts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = async (email: string, method: 'GET' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: await t.authHeaders(email), ...(payload ? { payload } : {}) });
  const unitUrl = (publicId: string) => `/api/app/property-unit/${publicId}`;

  it('are offered by the configuration as weekly, then monthly, and shown on a demo unit', async () => {
    const configuration = propertiesConfigurationSchema.parse(
      (await call(demo.anna, 'GET', '/api/app/properties-configuration')).json(),
    );
    const { losDiscount } = configuration.priceAndAvailabilitySettings;
    expect(losDiscount.enabled).toBe(true);
    expect(losDiscount.options.map((option) => option.minimumNights)).toEqual([7, 28]);
    expect(lengthOfStayDiscountsSchema.safeParse(losDiscount.options).success).toBe(true);

    const { unit } = await demoUnit(t, demo.anna, (row) => row.unit.lengthOfStayDiscounts.length > 0);
    const shown = propertyUnitSchema.parse((await call(demo.anna, 'GET', unitUrl(unit.publicId))).json());
    expect(shown.price.lengthOfStayDiscounts).toEqual([tier(7, 10)]);
  });

  it('are saved with the price, read back, kept by other saves and cleared with an empty list', async () => {
    const { unit } = await demoUnit(
      t,
      demo.anna,
      (row) => row.unit.state === 'PUBLISHED' && row.unit.lengthOfStayDiscounts.length === 0,
    );
    const url = unitUrl(unit.publicId);
    const tiers = [tier(3, 5), tier(7, 10), tier(28, 10)];
    const saved = await call(demo.anna, 'PATCH', url, {
      price: { nightly: 110, lengthOfStayDiscounts: tiers },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(propertyUnitSchema.parse(saved.json()).price).toMatchObject({
      nightly: 110,
      lengthOfStayDiscounts: tiers,
    });
    expect((await unitRow(t, unit.publicId)).lengthOfStayDiscounts).toEqual(tiers);
    const read = propertyUnitSchema.parse((await call(demo.anna, 'GET', url)).json());
    expect(read.price.lengthOfStayDiscounts).toEqual(tiers);

    // A save that leaves the list out leaves it alone.
    expect((await call(demo.anna, 'PATCH', url, { price: { nightly: 115 } })).statusCode).toBe(200);
    expect((await unitRow(t, unit.publicId)).lengthOfStayDiscounts).toEqual(tiers);

    const cleared = await call(demo.anna, 'PATCH', url, { price: { lengthOfStayDiscounts: [] } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(propertyUnitSchema.parse(cleared.json()).price.lengthOfStayDiscounts).toEqual([]);
    expect((await unitRow(t, unit.publicId)).lengthOfStayDiscounts).toEqual([]);
  });

  it.each([
    ['one night', [tier(1, 10)], `${FIELD}.0.minimumNights`, 'validation.too_small', { minimum: 2 }],
    [
      'past the longest stay',
      [tier(201, 10)],
      `${FIELD}.0.minimumNights`,
      'validation.too_big',
      { maximum: 200 },
    ],
    ['part of a night', [tier(7.5, 10)], `${FIELD}.0.minimumNights`, 'validation.invalid_type', undefined],
    ['no discount', [tier(7, 0)], `${FIELD}.0.percent`, 'validation.too_small', { minimum: 1 }],
    ['more than the cap', [tier(7, 91)], `${FIELD}.0.percent`, 'validation.too_big', { maximum: 90 }],
    ['a missing percent', [{ minimumNights: 7 }], `${FIELD}.0.percent`, 'validation.invalid_type', undefined],
    [
      'an unknown key',
      [{ ...tier(7, 10), fixed: 5 }],
      `${FIELD}.0.fixed`,
      'validation.unrecognized_keys',
      undefined,
    ],
    [
      'the same nights twice',
      [tier(7, 10), tier(7, 15)],
      `${FIELD}.1.minimumNights`,
      'validation.custom',
      { rule: 'nightsNotIncreasing' },
    ],
    [
      'longest stay first',
      [tier(28, 20), tier(7, 10)],
      `${FIELD}.1.minimumNights`,
      'validation.custom',
      { rule: 'nightsNotIncreasing' },
    ],
    [
      'a smaller discount for a longer stay',
      [tier(7, 20), tier(28, 10)],
      `${FIELD}.1.percent`,
      'validation.custom',
      { rule: 'percentBelowShorterStay' },
    ],
    [
      'six tiers',
      [tier(2, 1), tier(3, 2), tier(4, 3), tier(5, 4), tier(6, 5), tier(7, 6)],
      FIELD,
      'validation.too_big',
      { maximum: 5 },
    ],
    ['a single tier instead of a list', tier(7, 10), FIELD, 'validation.invalid_type', undefined],
  ])('refuse %s with a 400 on the field, storing nothing', async (_name, tiers, field, code, params) => {
    const { unit } = await demoUnit(t, demo.anna, (row) => row.unit.lengthOfStayDiscounts.length > 0);
    const before = await unitRow(t, unit.publicId);
    const body = expectApiError(
      await call(demo.anna, 'PATCH', unitUrl(unit.publicId), {
        // A valid price beside the bad list: the whole save is refused, not half of it.
        price: { nightly: 999, lengthOfStayDiscounts: tiers },
      }),
      400,
      'common.validation',
    );
    expect(body.errors).toEqual([
      expect.objectContaining({
        field,
        code,
        ...(params ? { params: expect.objectContaining(params) } : {}),
      }),
    ]);
    const after = await unitRow(t, unit.publicId);
    expect(after.lengthOfStayDiscounts).toEqual(before.lengthOfStayDiscounts);
    expect(after.pricePerNight).toBe(before.pricePerNight);
  });

  it('of another host’s unit answer 404 and stay as they were; a token is required', async () => {
    const { unit } = await demoUnit(t, demo.anna, (row) => row.unit.lengthOfStayDiscounts.length > 0);
    const url = unitUrl(unit.publicId);
    expectApiError(
      await call(demo.agency, 'PATCH', url, { price: { lengthOfStayDiscounts: [tier(7, 50)] } }),
      404,
      'units.notFound',
    );
    expect((await unitRow(t, unit.publicId)).lengthOfStayDiscounts).toEqual([tier(7, 10)]);
    await expectTokenRequired(t, {
      method: 'PATCH',
      url,
      payload: { price: { lengthOfStayDiscounts: [tier(7, 10)] } },
    });
  });
});

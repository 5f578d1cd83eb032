import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { properties, units } from '../schema/properties.table';
import { extraUnitsFromEnv, seedExtraUnits } from './seed-extra-units';

describe('SEED_EXTRA_UNITS volume option', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is off unless the variable is a positive integer', () => {
    expect(extraUnitsFromEnv({})).toBe(0);
    expect(extraUnitsFromEnv({ SEED_EXTRA_UNITS: 'lots' })).toBe(0);
    expect(extraUnitsFromEnv({ SEED_EXTRA_UNITS: '-5' })).toBe(0);
    expect(extraUnitsFromEnv({ SEED_EXTRA_UNITS: '5000' })).toBe(5000);
  });

  it('adds exactly that many live units to the agency, in single and multi properties', async () => {
    const agencyId = await t.userIdOf(demo.agency);
    const unitCount = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(units)
          .where(and(eq(units.hostId, agencyId), isNull(units.deletedAt)))
      )[0]?.n ?? 0;
    const before = await unitCount();
    expect(await seedExtraUnits(t.db, 45)).toEqual({ units: 45 });
    expect(await unitCount()).toBe(before + 45);
    const kinds = await t.db
      .selectDistinct({ type: properties.propertyType })
      .from(properties)
      .where(eq(properties.hostId, agencyId));
    expect(kinds.map((row) => row.type).sort()).toEqual(['multi', 'single']);

    const list = await t.app.inject({
      url: '/api/app/property-list?criteria[search]=residence',
      headers: await t.authHeaders(demo.agency),
    });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { pagination: { total: number } }).pagination.total).toBeGreaterThan(0);
  });
});

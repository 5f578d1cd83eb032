import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyListResponseSchema } from '@hostdeck/contract/properties/property-list.schemas';
import { properties, units } from '../../db/schema/properties.table';
import { errorFields, expectApiError, expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';

describe('GET /api/app/property-list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (email: string, query = '') => {
    const response = await t.app.inject({
      url: `/api/app/property-list${query}`,
      headers: await t.authHeaders(email),
    });
    expect(response.statusCode, response.body).toBe(200);
    return propertyListResponseSchema.parse(response.json());
  };

  it('requires a valid token', async () => {
    await expectTokenRequired(t, { method: 'GET', url: '/api/app/property-list' });
  });

  it('lists only the caller’s properties, with units, and paginates', async () => {
    const agencyId = await t.userIdOf(demo.agency);
    const [total] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(properties)
      .where(eq(properties.hostId, agencyId));
    const first = await list(demo.agency, '?page=1&limit=5');
    expect(first.pagination).toMatchObject({
      page: 1,
      pageSize: 5,
      total: total?.n,
      pageCount: Math.ceil((total?.n ?? 0) / 5),
    });
    expect(first.items.length).toBe(Math.min(5, total?.n ?? 0));

    const agencyPublicIds = new Set(
      (
        await t.db.select({ id: properties.publicId }).from(properties).where(eq(properties.hostId, agencyId))
      ).map((row) => row.id),
    );
    const anna = await list(demo.anna, '?limit=100');
    expect(anna.items.length).toBeGreaterThan(0);
    for (const item of anna.items) expect(agencyPublicIds.has(item.id)).toBe(false);
    for (const item of anna.items) expect(item.unitSummary.total).toBe(item.units.length);

    if ((total?.n ?? 0) > 5) {
      const second = await list(demo.agency, '?page=2&limit=5');
      const firstIds = new Set(first.items.map((item) => item.id));
      for (const item of second.items) expect(firstIds.has(item.id)).toBe(false);
    }
  });

  it('searches titles with criteria[search], trimmed and case-insensitive', async () => {
    const annaId = await t.userIdOf(demo.anna);
    const [property] = await t.db
      .insert(properties)
      .values({ hostId: annaId, propertyType: 'single', title: 'Zebra Loft 100% Unique_Name' })
      .returning();
    await t.db
      .insert(units)
      .values({ propertyId: property!.id, hostId: annaId, title: 'Zebra Loft', state: 'IN_PROGRESS' });

    const found = await list(demo.anna, `?criteria[search]=${encodeURIComponent('  zebra LOFT ')}`);
    expect(found.items.map((item) => item.id)).toEqual([property!.publicId]);
    expect(found.items[0]).toMatchObject({
      state: 'IN_PROGRESS',
      propertyType: 'single',
      unitSummary: { total: 1, inProgress: 1 },
    });
    // % and _ are literal characters, not wildcards.
    expect(
      (await list(demo.anna, `?criteria[search]=${encodeURIComponent('100% Unique_')}`)).items,
    ).toHaveLength(1);
    expect((await list(demo.anna, `?criteria[search]=${encodeURIComponent('1_0%')}`)).items).toHaveLength(0);
    // Another host never finds it.
    expect((await list(demo.agency, `?criteria[search]=zebra`)).items).toHaveLength(0);
    // An empty search lists everything.
    const everything = await list(demo.anna, '?criteria[search]=%20%20&limit=100');
    expect(everything.items.map((item) => item.id)).toContain(property!.publicId);
  });

  it('counts each unit’s preview links, so a published unit without one shows as publishing', async () => {
    const page = await list(demo.anna, `?criteria[search]=${encodeURIComponent('El Cabanyal')}`);
    const unit = page.items
      .flatMap((item) => item.units)
      .find((u) => u.title === 'Beach Flat in El Cabanyal');
    expect(unit).toMatchObject({ state: 'PUBLISHED', previewLinkCount: 0 });
    const withLinks = (await list(demo.anna)).items
      .flatMap((item) => item.units)
      .find((u) => u.title === 'Apartment Lavender');
    expect(withLinks?.previewLinkCount).toBeGreaterThan(0);
  });

  it('lists each unit with the actions its own answer offers, publish held back by an invalid number', async () => {
    const page = await list(demo.anna, '?limit=100');
    const listed = page.items.flatMap((item) => item.units);
    expect(listed.find((u) => u.title === 'Beach Flat in El Cabanyal')?.availableActions).toEqual([
      'unpublish',
    ]);
    // Rejected by staff could be published again, but its registration number is not valid.
    expect(listed.find((u) => u.title === 'Studio near Santa Croce')?.availableActions).toEqual(['delete']);
    const headers = await t.authHeaders(demo.anna);
    for (const unit of listed) {
      const own = await t.app.inject({ url: `/api/app/property-unit/${unit.id}`, headers });
      expect(own.json().availableActions, unit.title ?? unit.id).toEqual(unit.availableActions);
    }
    // A property's own unit list (its units page) says the same.
    const florence = page.items.find((item) => item.units.some((u) => u.title === 'Studio near Santa Croce'));
    const ofProperty = await t.app.inject({ url: `/api/app/properties/${florence?.id}/units`, headers });
    expect(ofProperty.json().items.map((u: { availableActions: string[] }) => u.availableActions)).toEqual(
      florence?.units.map((u) => u.availableActions),
    );
  });

  it('rejects bad paging with field errors', async () => {
    const body = expectApiError(
      await t.app.inject({
        url: '/api/app/property-list?page=0&limit=1000',
        headers: await t.authHeaders(demo.anna),
      }),
      400,
      'common.validation',
    );
    expect(errorFields(body)).toEqual(['limit', 'page']);
  });
});

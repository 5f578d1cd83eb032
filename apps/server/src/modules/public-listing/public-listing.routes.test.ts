import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyUnitState } from '@hostdeck/contract/properties/property-unit-state.schemas';
import { publicListingSchema } from '@hostdeck/contract/public-listing/public-listing.schemas';
import { photos, properties, units } from '../../db/schema/properties.table';
import { expectApiError } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';

describe('GET /api/public/listings/:unitPublicId', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const unitIn = async (states: PropertyUnitState[]) => {
    const [row] = await t.db
      .select({ unit: units, property: properties })
      .from(units)
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .where(and(eq(units.hostId, await t.userIdOf(demo.anna)), inArray(units.state, states)))
      .orderBy(asc(units.createdAt))
      .limit(1);
    if (!row) throw new Error(`No unit in ${states.join(', ')}`);
    return row;
  };
  const fetchListing = (publicId: string) => t.app.inject({ url: `/api/public/listings/${publicId}` });

  it('shows a published unit to anyone, as a guest sees it', async () => {
    const { unit, property } = await unitIn(['PUBLISHED']);
    const response = await fetchListing(unit.publicId);
    expect(response.statusCode, response.body).toBe(200);
    const listing = publicListingSchema.parse(response.json());
    expect(listing).toMatchObject({
      unitPublicId: unit.publicId,
      title: unit.title,
      description: unit.description,
      amenities: unit.amenities,
      guests: unit.guests,
      price: { currency: 'EUR', nightly: unit.pricePerNight! / 100, minimumStayNights: unit.minNights },
      location: { city: property.city, countryCode: property.countryCode, countryName: property.countryName },
    });
    expect(listing.rooms.map((room) => room.type)).toEqual(unit.rooms.map((room) => room.type));

    const photoRows = await t.db
      .select()
      .from(photos)
      .where(eq(photos.unitId, unit.id))
      .orderBy(asc(photos.position));
    expect(photoRows.length).toBeGreaterThan(0);
    expect(listing.photos.map((photo) => photo.id)).toEqual(photoRows.map((photo) => photo.id));
    expect(listing.photos[0]?.url).toBe(`/files/${photoRows[0]?.storageKey}`);
    // Nothing private travels: no street, no identifiers, no host.
    const text = response.body;
    for (const secret of [property.street, unit.registrationNumber, unit.hostId]) {
      if (secret) expect(text).not.toContain(secret);
    }
  });

  it('shows an approved unit', async () => {
    const { unit } = await unitIn(['APPROVED']);
    expect((await fetchListing(unit.publicId)).statusCode).toBe(200);
  });

  it.each([['IN_PROGRESS'], ['UNDER_REVIEW'], ['REJECTED_BY_STAFF'], ['UNPUBLISHED']] as const)(
    'answers 404 for a unit %s',
    async (state) => {
      const { unit } = await unitIn([state]);
      expectApiError(await fetchListing(unit.publicId), 404, 'publicListing.notFound');
    },
  );

  it('answers 404 for a deleted and an unknown unit', async () => {
    const { unit } = await unitIn(['PUBLISHED']);
    await t.db.update(units).set({ deletedAt: new Date() }).where(eq(units.id, unit.id));
    expectApiError(await fetchListing(unit.publicId), 404, 'publicListing.notFound');
    await t.db.update(units).set({ deletedAt: null }).where(eq(units.id, unit.id));
    expectApiError(await fetchListing('U-NOPE00'), 404, 'publicListing.notFound');
  });

  it('is what the seeded preview links open', async () => {
    const linked = (await t.db.select().from(units)).filter((unit) => unit.previewLinks.length > 0);
    expect(linked.length).toBeGreaterThan(0);
    for (const unit of linked.slice(0, 5)) {
      expect(unit.previewLinks).toEqual([`/preview/${unit.publicId}`]);
      expect((await fetchListing(unit.publicId)).statusCode).toBe(200);
    }
  });
});

import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeOverviewSchema, type HomeOverview } from '@hostdeck/contract/home/home.schemas';
import { hostListingState } from '@hostdeck/contract/listing/listing-host.rules';
import { propertyUnitSchema } from '@hostdeck/contract/properties/property-unit.schemas';
import { userInfoSchema } from '@hostdeck/contract/user/user.schemas';
import { listingProgress, properties, units } from '../../db/schema/properties.table';
import { bookingRequests, bookings } from '../../db/schema/reservations.table';
import { expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';

const URL = '/api/app/home/overview';

describe('GET /api/app/home/overview', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const overview = async (email: string): Promise<HomeOverview> => {
    const response = await t.app.inject({ url: URL, headers: await t.authHeaders(email) });
    expect(response.statusCode, response.body).toBe(200);
    return homeOverviewSchema.parse(response.json());
  };
  const today = () => new Date().toISOString().slice(0, 10);

  it('requires a valid token', async () => {
    await expectTokenRequired(t, { method: 'GET', url: URL });
  });

  it('matches the host’s own rows', async () => {
    const annaId = await t.userIdOf(demo.anna);
    const result = await overview(demo.anna);
    const [pending] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookingRequests)
      .where(and(eq(bookingRequests.hostId, annaId), eq(bookingRequests.status, 'REQUESTED')));
    expect(result.pendingRequestsCount).toBe(pending?.n);
    const [upcoming] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(eq(bookings.hostId, annaId), eq(bookings.status, 'CONFIRMED'), gte(bookings.checkIn, today())),
      );
    expect(result.upcomingStaysCount).toBe(upcoming?.n);
    expect(result.upcomingStays.length).toBe(Math.min(5, upcoming?.n ?? 0));
    const checkIns = result.upcomingStays.map((stay) => stay.checkIn);
    expect([...checkIns].sort()).toEqual(checkIns);
    for (const stay of result.upcomingStays) expect(stay.checkIn >= today()).toBe(true);
  });

  it('excludes another host’s data', async () => {
    const before = await overview(demo.anna);
    const agencyBefore = await overview(demo.agency);
    const agencyId = await t.userIdOf(demo.agency);
    const [unit] = await t.db.select().from(units).where(eq(units.hostId, agencyId)).limit(1);
    const stay = {
      guests: 2,
      checkIn: '2099-01-01',
      checkOut: '2099-01-08',
      totalPrice: 100_000,
      guestFirstName: 'Other',
      guestLastName: 'Guest',
    };
    await t.db.insert(bookings).values({ ...stay, hostId: agencyId, unitId: unit!.id, status: 'CONFIRMED' });
    await t.db.insert(bookingRequests).values({
      ...stay,
      hostId: agencyId,
      unitId: unit!.id,
      status: 'REQUESTED',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const after = await overview(demo.anna);
    expect(after).toEqual(before);
    const agency = await overview(demo.agency);
    expect(agency.pendingRequestsCount).toBe(agencyBefore.pendingRequestsCount + 1);
    expect(agency.upcomingStaysCount).toBe(agencyBefore.upcomingStaysCount + 1);
  });

  it('lists units in progress with their flow and weighted progress', async () => {
    const annaId = await t.userIdOf(demo.anna);
    const [property] = await t.db
      .insert(properties)
      .values({ hostId: annaId, propertyType: 'single', title: 'Fresh Cabin' })
      .returning();
    const [unit] = await t.db
      .insert(units)
      .values({ propertyId: property!.id, hostId: annaId, title: 'Fresh Cabin', state: 'IN_PROGRESS' })
      .returning();
    const before = (await overview(demo.anna)).listingsInProgress.find(
      (item) => item.unitId === unit!.publicId,
    );
    expect(before).toMatchObject({
      propertyId: property!.publicId,
      title: 'Fresh Cabin',
      completedSteps: 0,
      progressPercent: 0,
      flow: 'single-unit',
    });
    expect(before!.totalSteps).toBeGreaterThan(1);

    await t.db.insert(listingProgress).values({ unitId: unit!.id, completedSteps: ['property', 'location'] });
    const after = (await overview(demo.anna)).listingsInProgress.find(
      (item) => item.unitId === unit!.publicId,
    );
    expect(after!.completedSteps).toBe(2);
    expect(after!.progressPercent).toBeGreaterThan(0);
    expect(after!.progressPercent).toBeLessThan(100);

    // The same numbers the listing flow shows: the flow computes them from what the web reads (the
    // account's features, the unit's regional requirements) with hostListingState.
    const headers = await t.authHeaders(demo.anna);
    const userInfo = userInfoSchema.parse(
      (await t.app.inject({ url: '/api/app/user/info', headers })).json(),
    );
    const unitJson = propertyUnitSchema.parse(
      (await t.app.inject({ url: `/api/app/property-unit/${unit!.publicId}`, headers })).json(),
    );
    const flow = hostListingState({
      propertyType: 'single',
      propertyHasFinishedUnit: false,
      onboardingFinished: userInfo.onboardingStatus === 'finished',
      userType: userInfo.type,
      appFeatures: userInfo.appFeatures,
      hasRegionalRequirements: unitJson.hasRegionalRequirements,
      completedSteps: ['property', 'location'],
    });
    expect(after).toMatchObject({
      completedSteps: flow.completedSteps,
      totalSteps: flow.visibleSteps.length,
      progressPercent: flow.progressPercent,
    });

    // Never another host's.
    const agency = await overview(demo.agency);
    expect(agency.listingsInProgress.some((item) => item.unitId === unit!.publicId)).toBe(false);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SINGLE_UNIT_STEPS } from '@hostdeck/contract/listing/listing-steps';
import { publishPropertyUnit } from '@hostdeck/contract/properties/property-units.endpoints';
import { hostOnboarding } from '../../db/schema/onboarding.table';
import { listingProgress, photos, properties, units } from '../../db/schema/properties.table';
import { users } from '../../db/schema/users.table';
import { expectApiError, expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { demoUnit, unitRow } from './units.test-support';

const unitAndUser = publishPropertyUnit.response;

describe('publish readiness of a unit still being listed (spec §2 "Publish")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = async (email: string, method: 'PATCH' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: await t.authHeaders(email), ...(payload ? { payload } : {}) });
  const publish = (email: string, unitId: string) =>
    call(email, 'PATCH', `/api/app/property-unit/${unitId}/publish`);
  const fields = (body: { errors: { field?: string }[] }) => body.errors.map((error) => error.field);
  const storedSteps = async (unitId: string) =>
    (await t.db.select().from(listingProgress).where(eq(listingProgress.unitId, unitId)))[0]?.completedSteps;

  it('refuses while required steps are missing, naming them in flow order; optional steps are not asked', async () => {
    const { unit } = await demoUnit(t, demo.newHost, (row) => row.unit.state === 'IN_PROGRESS');
    const body = expectApiError(await publish(demo.newHost, unit.publicId), 409, 'units.listingIncomplete');
    const missing = fields(body);
    // An individual commission host during onboarding in Croatia (regional requirements apply).
    expect(missing).toEqual(
      expect.arrayContaining([
        'guests-and-rooms/info',
        'photos',
        'title',
        'price-and-availability',
        'commission-model',
        'personal-details/info',
        'regional-requirements',
      ]),
    );
    for (const optional of ['property', 'location/address', 'amenities', 'calendar-availability', 'publish'])
      expect(missing).not.toContain(optional);
    expect(missing.indexOf('photos')).toBeLessThan(missing.indexOf('title'));
    expect(body.errors.every((error) => error.code === 'units.stepIncomplete')).toBe(true);
    expect((await unitRow(t, unit.publicId)).state).toBe('IN_PROGRESS');
    expect(await storedSteps(unit.id)).toEqual(['property', 'location', 'location/address']);
  });

  it('refuses completed steps whose data is gone, then publishes for review and ends onboarding', async () => {
    const { unit, property } = await demoUnit(t, demo.newHost, (row) => row.unit.state === 'IN_PROGRESS');
    const allSteps = SINGLE_UNIT_STEPS.map((step) => step.name).filter((name) => name !== 'publish');
    const bed = { rooms: [{ type: 'bedroom', beds: [{ type: 'double', count: 1 }] }] };
    expect(
      (await call(demo.newHost, 'PATCH', `/api/app/property-unit/${unit.publicId}`, bed)).statusCode,
    ).toBe(200);
    const progress = await call(
      demo.newHost,
      'PUT',
      `/api/app/property-unit/${unit.publicId}/listing-progress`,
      {
        completedSteps: allSteps,
      },
    );
    expect(progress.statusCode, progress.body).toBe(200);
    await t.db.update(properties).set({ street: ' ' }).where(eq(properties.id, property.id));
    await t.db.update(units).set({ rooms: [] }).where(eq(units.id, unit.id));

    // Every step is marked done, but the seeded unit has no photo, title or price, the street is blank
    // and the beds are gone.
    const gaps = expectApiError(await publish(demo.newHost, unit.publicId), 409, 'units.listingIncomplete');
    expect(fields(gaps)).toEqual([
      'location/address',
      'guests-and-rooms/beds',
      'photos',
      'title',
      'price-and-availability',
    ]);
    expect(gaps.errors.every((error) => error.code === 'units.stepDataMissing')).toBe(true);

    await t.db.update(properties).set({ street: property.street }).where(eq(properties.id, property.id));
    const patched = await call(demo.newHost, 'PATCH', `/api/app/property-unit/${unit.publicId}`, {
      title: 'Old town apartment by the sea gate',
      price: { nightly: 95 },
      ...bed,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(fields(expectApiError(await publish(demo.newHost, unit.publicId), 409))).toEqual(['photos']);
    await t.db.insert(photos).values({
      unitId: unit.id,
      storageKey: `units/${unit.publicId}/test.jpg`,
      width: 1600,
      height: 1200,
      mime: 'image/jpeg',
    });

    // Other hosts cannot publish it; a token is required.
    expectApiError(await publish(demo.anna, unit.publicId), 404, 'units.notFound');
    expectApiError(
      await t.app.inject({ method: 'PATCH', url: `/api/app/property-unit/${unit.publicId}/publish` }),
      401,
    );

    const response = await publish(demo.newHost, unit.publicId);
    expect(response.statusCode, response.body).toBe(200);
    const answer = unitAndUser.parse(response.json());
    expect(answer.unit.state).toBe('UNDER_REVIEW');
    expect(answer.userInfo.onboardingStatus).toBe('finished');
    const hostId = await t.userIdOf(demo.newHost);
    const [host] = await t.db.select().from(users).where(eq(users.id, hostId));
    expect(host?.onboardingStatus).toBe('finished');
    const [onboarding] = await t.db.select().from(hostOnboarding).where(eq(hostOnboarding.userId, hostId));
    expect(onboarding?.finishedAt).toBeInstanceOf(Date);
    expect(await storedSteps(unit.id)).toEqual([...allSteps, 'publish']);
    expect((await unitRow(t, unit.publicId)).state).toBe('UNDER_REVIEW');
  });

  it('after onboarding, onboarding-only steps are not asked and publish goes live', async () => {
    const { unit } = await demoUnit(t, demo.anna, (row) => row.unit.state === 'IN_PROGRESS');
    const body = expectApiError(await publish(demo.anna, unit.publicId), 409, 'units.listingIncomplete');
    const missing = fields(body);
    expect(missing).toEqual(expect.arrayContaining(['photos', 'title', 'price-and-availability']));
    for (const onboardingOnly of ['commission-model', 'verification/info', 'personal-details/info'])
      expect(missing).not.toContain(onboardingOnly);
    expectApiError(await publish(demo.agency, unit.publicId), 404, 'units.notFound');
    await expectTokenRequired(t, { method: 'GET', url: `/api/app/property-unit/${unit.publicId}` });

    const steps = SINGLE_UNIT_STEPS.map((step) => step.name).filter((name) => name !== 'publish');
    await call(demo.anna, 'PUT', `/api/app/property-unit/${unit.publicId}/listing-progress`, {
      completedSteps: steps,
    });
    await call(demo.anna, 'PATCH', `/api/app/property-unit/${unit.publicId}`, {
      title: 'Chalet under the Aiguilles',
      price: { nightly: 240 },
    });
    await t.db.insert(photos).values({
      unitId: unit.id,
      storageKey: `units/${unit.publicId}/test.jpg`,
      width: 1600,
      height: 1200,
      mime: 'image/jpeg',
    });
    const response = await publish(demo.anna, unit.publicId);
    expect(response.statusCode, response.body).toBe(200);
    const answer = unitAndUser.parse(response.json());
    expect(answer.unit.state).toBe('PUBLISHED');
    expect(answer.unit.links.preview.map((link) => link.url)).toEqual([`/preview/${unit.publicId}`]);
    expect(answer.userInfo.onboardingStatus).toBe('finished');
    expect(await storedSteps(unit.id)).toEqual([...steps, 'publish']);
  });
});

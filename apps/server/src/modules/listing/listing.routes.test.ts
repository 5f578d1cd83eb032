import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placesResponseSchema } from '@hostdeck/contract/listing/places.schemas';
import { planChoiceSchema } from '@hostdeck/contract/listing/plan-choice.schemas';
import { unitSeasonsSchema } from '@hostdeck/contract/listing/seasons.schemas';
import { unitPlanChoices, unitSeasons } from '../../db/schema/listing.table';
import { errorFields, expectApiError, expectTokenRequired, ruleError } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { demoUnit } from '../units/units.test-support';

describe('listing calls', () => {
  let t: TestApp;
  let annaUnit: { id: string; publicId: string };
  let agencyUnit: string;

  beforeAll(async () => {
    t = await createTestApp();
    annaUnit = (await demoUnit(t, demo.anna, (row) => row.unit.state === 'IN_PROGRESS')).unit;
    agencyUnit = (await demoUnit(t, demo.agency, () => true)).unit.publicId;
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = async (method: 'GET' | 'PUT', url: string, payload?: unknown, email: string = demo.anna) =>
    t.app.inject({
      method,
      url,
      headers: await t.authHeaders(email),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  describe('GET /api/app/places', () => {
    it('requires a valid token', async () => {
      await expectTokenRequired(t, { method: 'GET', url: '/api/app/places?query=split' });
    });

    it('finds towns by accent-free prefix, filtered by country, up to the limit', async () => {
      const found = await call('GET', '/api/app/places?query=porec');
      expect(found.statusCode, found.body).toBe(200);
      const { items } = placesResponseSchema.parse(found.json());
      expect(items.map((place) => place.city)).toEqual(['Poreč']);
      expect(items[0]).toMatchObject({ countryCode: 'HR', countryName: 'Croatia', stateOrProvince: '18' });

      const inPortugal = placesResponseSchema.parse(
        (await call('GET', '/api/app/places?query=la&countryCode=pt&limit=2')).json(),
      );
      // "Lagos" starts with "la"; "Vilamoura" holds it inside.
      expect(inPortugal.items.map((place) => place.city)).toEqual(['Lagos', 'Vilamoura']);

      const defaultLimit = placesResponseSchema.parse((await call('GET', '/api/app/places?query=an')).json());
      expect(defaultLimit.items).toHaveLength(8);
    });

    it('answers 400 on the query field for a too short query, a bad country or limit', async () => {
      const short = expectApiError(
        await call('GET', '/api/app/places?query=%20a%20'),
        400,
        'common.validation',
      );
      expect(errorFields(short)).toEqual(['query']);
      const country = expectApiError(await call('GET', '/api/app/places?query=split&countryCode=HRV'), 400);
      expect(errorFields(country)).toEqual(['countryCode']);
      const limit = expectApiError(await call('GET', '/api/app/places?query=split&limit=50'), 400);
      expect(errorFields(limit)).toEqual(['limit']);
    });
  });

  describe('seasons', () => {
    const url = (publicId: string) => `/api/app/property-unit/${publicId}/seasons`;
    const summer = {
      name: 'Summer',
      startDate: '2027-07-01',
      endDate: '2027-08-31',
      nightly: 180.5,
      minimumStayNights: 7,
    };
    const spring = {
      name: 'Spring',
      startDate: '2027-04-01',
      endDate: '2027-05-31',
      nightly: 95,
      minimumStayNights: 2,
    };
    const stored = async () =>
      t.db
        .select()
        .from(unitSeasons)
        .where(eq(unitSeasons.unitId, annaUnit.id))
        .orderBy(asc(unitSeasons.position));

    it('requires a valid token', async () => {
      await expectTokenRequired(t, { method: 'GET', url: url(annaUnit.publicId) });
      await expectTokenRequired(t, { method: 'PUT', url: url(annaUnit.publicId), payload: { seasons: [] } });
    });

    it('starts empty, replaces the list and answers it by start date', async () => {
      expect(unitSeasonsSchema.parse((await call('GET', url(annaUnit.publicId))).json())).toEqual({
        items: [],
      });

      const put = await call('PUT', url(annaUnit.publicId), { seasons: [summer, spring] });
      expect(put.statusCode, put.body).toBe(200);
      const answered = unitSeasonsSchema.parse(put.json());
      // Stay rules of their own (maximum stay, check-in days) are none until the stay rules page sets them.
      const noStayRules = { maxStayNights: null, checkInDays: null };
      expect(answered.items.map(({ id: _id, ...season }) => season)).toEqual([
        { ...spring, ...noStayRules },
        { ...summer, ...noStayRules },
      ]);
      expect((await stored()).map((row) => [row.name, row.position, row.nightly])).toEqual([
        ['Summer', 0, 180.5],
        ['Spring', 1, 95],
      ]);
      expect(unitSeasonsSchema.parse((await call('GET', url(annaUnit.publicId))).json())).toEqual(answered);

      // A second PUT replaces, not appends; an empty list clears.
      const replaced = unitSeasonsSchema.parse(
        (await call('PUT', url(annaUnit.publicId), { seasons: [spring] })).json(),
      );
      expect(replaced.items.map((season) => season.name)).toEqual(['Spring']);
      expect(await stored()).toHaveLength(1);
      await call('PUT', url(annaUnit.publicId), { seasons: [] });
      expect(await stored()).toHaveLength(0);
    });

    it('answers 400 with the field of the bad season and stores nothing', async () => {
      await call('PUT', url(annaUnit.publicId), { seasons: [spring] });
      const overlap = expectApiError(
        await call('PUT', url(annaUnit.publicId), {
          seasons: [summer, { ...spring, startDate: '2027-08-15', endDate: '2027-09-15' }],
        }),
        400,
        'common.validation',
      );
      expect(errorFields(overlap)).toEqual(['seasons.1.startDate']);
      const reversed = expectApiError(
        await call('PUT', url(annaUnit.publicId), { seasons: [{ ...summer, endDate: '2027-06-01' }] }),
        400,
      );
      expect(errorFields(reversed)).toEqual(['seasons.0.endDate']);
      const price = expectApiError(
        await call('PUT', url(annaUnit.publicId), { seasons: [{ ...summer, nightly: 0, name: '' }] }),
        400,
      );
      expect(errorFields(price)).toEqual(['seasons.0.name', 'seasons.0.nightly']);
      expect((await stored()).map((row) => row.name)).toEqual(['Spring']);
    });

    it('answers 400 on a date that does not exist, a price past the cent, and names the broken rule', async () => {
      await call('PUT', url(annaUnit.publicId), { seasons: [spring] });
      const noSuchDay = expectApiError(
        await call('PUT', url(annaUnit.publicId), {
          seasons: [{ ...summer, startDate: '2027-02-30', endDate: '2027-13-01' }],
        }),
        400,
        'common.validation',
      );
      expect(errorFields(noSuchDay)).toEqual(['seasons.0.endDate', 'seasons.0.startDate']);
      expect(noSuchDay.errors.map((error) => error.code)).toEqual([
        'validation.invalid_format',
        'validation.invalid_format',
      ]);
      const cents = expectApiError(
        await call('PUT', url(annaUnit.publicId), { seasons: [{ ...summer, nightly: 180.555 }] }),
        400,
      );
      expect(cents.errors).toEqual([ruleError('seasons.0.nightly', 'wholeCents')]);
      const overlap = expectApiError(
        await call('PUT', url(annaUnit.publicId), {
          seasons: [summer, { ...spring, startDate: '2027-08-31', endDate: '2027-09-15' }],
        }),
        400,
      );
      expect(overlap.errors).toEqual([
        expect.objectContaining({ field: 'seasons.1.startDate', params: { rule: 'seasonsOverlap' } }),
      ]);
      expect((await stored()).map((row) => [row.name, row.startDate])).toEqual([['Spring', '2027-04-01']]);
    });

    it('answers the seeded seasons of a published unit by start date', async () => {
      const published = (await demoUnit(t, demo.anna, (row) => row.unit.state === 'PUBLISHED')).unit;
      const { items } = unitSeasonsSchema.parse((await call('GET', url(published.publicId))).json());
      expect(items.map((season) => season.name)).toEqual(['Spring', 'Early summer', 'High summer']);
      expect(items.map((season) => season.startDate)).toEqual(
        [...items.map((season) => season.startDate)].sort(),
      );
    });

    it("answers 404 for another host's unit and changes nothing there", async () => {
      expectApiError(await call('GET', url(agencyUnit)), 404, 'units.notFound');
      expectApiError(await call('PUT', url(agencyUnit), { seasons: [summer] }), 404, 'units.notFound');
      const agencySeasons = unitSeasonsSchema.parse(
        (await call('GET', url(agencyUnit), undefined, demo.agency)).json(),
      );
      expect(agencySeasons.items).toEqual([]);
    });
  });

  describe('plan choice', () => {
    const url = (publicId: string) => `/api/app/property-unit/${publicId}/plan-choice`;
    const stored = async () => {
      const [row] = await t.db.select().from(unitPlanChoices).where(eq(unitPlanChoices.unitId, annaUnit.id));
      return row ?? null;
    };

    it('requires a valid token', async () => {
      await expectTokenRequired(t, { method: 'GET', url: url(annaUnit.publicId) });
      // An empty PUT changes nothing, so the valid call leaves the default for the next test.
      await expectTokenRequired(t, { method: 'PUT', url: url(annaUnit.publicId), payload: {} });
    });

    it('answers the default, then merges each subset it is sent', async () => {
      expect(planChoiceSchema.parse((await call('GET', url(annaUnit.publicId))).json())).toEqual({
        planId: null,
        services: [],
        boost: false,
      });
      const plan = await call('PUT', url(annaUnit.publicId), { planId: 'premium-monthly' });
      expect(plan.statusCode, plan.body).toBe(200);
      expect(plan.json()).toEqual({ planId: 'premium-monthly', services: [], boost: false });

      const services = await call('PUT', url(annaUnit.publicId), {
        services: ['diamond', 'banner'],
      });
      expect(services.json()).toEqual({
        planId: 'premium-monthly',
        services: ['diamond', 'banner'],
        boost: false,
      });
      expect((await call('PUT', url(annaUnit.publicId), { boost: true })).json()).toEqual({
        planId: 'premium-monthly',
        services: ['diamond', 'banner'],
        boost: true,
      });
      expect(await stored()).toMatchObject({
        planId: 'premium-monthly',
        services: ['diamond', 'banner'],
        boost: true,
      });

      // A cheaper plan keeps only the services it offers.
      expect((await call('PUT', url(annaUnit.publicId), { planId: 'standard-yearly' })).json()).toEqual({
        planId: 'standard-yearly',
        services: ['banner'],
        boost: true,
      });
      expect(planChoiceSchema.parse((await call('GET', url(annaUnit.publicId))).json()).services).toEqual([
        'banner',
      ]);
    });

    it('answers 400 on planId for a plan not in the catalogue, on the service it does not offer', async () => {
      const before = await stored();
      const unknown = expectApiError(
        await call('PUT', url(annaUnit.publicId), { planId: 'gold-forever', boost: false }),
        400,
        'common.validation',
      );
      expect(unknown.errors).toEqual([
        expect.objectContaining({ field: 'planId', code: 'listing.unknownPlan' }),
      ]);
      const notOffered = expectApiError(
        await call('PUT', url(annaUnit.publicId), {
          planId: 'basic-monthly',
          services: ['inquiryMessage', 'diamond'],
        }),
        400,
      );
      expect(notOffered.errors).toEqual([
        expect.objectContaining({ field: 'services.1', code: 'listing.serviceNotInPlan' }),
      ]);
      const badShape = expectApiError(
        await call('PUT', url(annaUnit.publicId), { services: ['lottery'], boost: 'yes', extra: 1 }),
        400,
      );
      expect(errorFields(badShape)).toEqual(['boost', 'extra', 'services.0']);
      const twice = expectApiError(
        await call('PUT', url(annaUnit.publicId), { services: ['banner', 'diamond', 'banner'] }),
        400,
        'common.validation',
      );
      expect(twice.errors).toEqual([ruleError('services', 'duplicateItems')]);
      expect(await stored()).toEqual(before);
    });

    it("answers 404 for another host's unit", async () => {
      expectApiError(await call('GET', url(agencyUnit)), 404, 'units.notFound');
      expectApiError(await call('PUT', url(agencyUnit), { boost: true }), 404, 'units.notFound');
    });
  });
});

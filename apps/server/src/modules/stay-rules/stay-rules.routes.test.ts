import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  unitStayRulesResponseSchema,
  type PutUnitStayRulesBody,
} from '@hostdeck/contract/calendar/stay-rules.schemas';
import { unitSeasonsSchema } from '@hostdeck/contract/listing/seasons.schemas';
import type { UnitRow } from '../../db/schema/properties.table';
import { errorFields, expectApiError, expectTokenRequired, ruleError } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { demoUnit, unitRow } from '../units/units.test-support';

describe('stay rules of a unit (GET and PUT property-unit/:id/stay-rules)', () => {
  let t: TestApp;
  // Anna's first published unit carries the seeded seasons (High summer: 7 nights, Saturdays).
  let unit: UnitRow;
  let onRequestUnit: UnitRow;
  beforeAll(async () => {
    t = await createTestApp();
    unit = (await demoUnit(t, demo.anna, (row) => row.unit.state === 'PUBLISHED')).unit;
    onRequestUnit = (await demoUnit(t, demo.anna, (row) => row.unit.bookingType === 'onRequest')).unit;
  });
  afterAll(async () => {
    await t?.close();
  });

  const url = (publicId: string) => `/api/app/property-unit/${publicId}/stay-rules`;
  const get = async (publicId: string, email: string = demo.anna) =>
    t.app.inject({ method: 'GET', url: url(publicId), headers: await t.authHeaders(email) });
  const put = async (publicId: string, payload: unknown, ifMatch?: string, email: string = demo.anna) =>
    t.app.inject({
      method: 'PUT',
      url: url(publicId),
      headers: { ...(await t.authHeaders(email)), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      payload: payload as object,
    });
  const read = async (publicId: string) => {
    const response = await get(publicId);
    expect(response.statusCode, response.body).toBe(200);
    return { rules: unitStayRulesResponseSchema.parse(response.json()), etag: String(response.headers.etag) };
  };
  const rulesBody = (over: Partial<PutUnitStayRulesBody['unit']> = {}): PutUnitStayRulesBody => ({
    unit: {
      minStayNights: 3,
      maxStayNights: 14,
      minimumNoticeDays: 2,
      preparationDays: 1,
      bookingWindowDays: 365,
      checkInDays: [6, 0],
      ...over,
    },
    seasons: [],
  });

  it("answers the unit's rules, its seasons' overrides by start date and the version as ETag", async () => {
    const { rules, etag } = await read(unit.publicId);
    expect(rules.unit).toEqual({
      minStayNights: 3,
      maxStayNights: 28,
      minimumNoticeDays: null,
      preparationDays: 0,
      bookingWindowDays: null,
      checkInDays: null,
    });
    expect(rules.seasons.map((season) => [season.name, season.minStayNights, season.checkInDays])).toEqual([
      ['Spring', 2, null],
      ['Early summer', 3, null],
      ['High summer', 7, [6]],
    ]);
    expect(etag).toBe(`"${rules.version}"`);
  });

  it('requires a valid token', async () => {
    await expectTokenRequired(t, { method: 'GET', url: url(unit.publicId) });
    await expectTokenRequired(t, { method: 'PUT', url: url(unit.publicId), payload: rulesBody() });
  });

  it("answers 404 for another host's unit and an unknown id, whatever the body", async () => {
    expectApiError(await get(unit.publicId, demo.agency), 404, 'units.notFound');
    expectApiError(await put(unit.publicId, rulesBody(), undefined, demo.agency), 404, 'units.notFound');
    expectApiError(
      await put(unit.publicId, { nonsense: true }, undefined, demo.agency),
      404,
      'units.notFound',
    );
    expectApiError(await get('no-such-unit'), 404, 'units.notFound');
  });

  it("saves the unit's rules and a season's overrides, answering them with the next version", async () => {
    const { rules, etag } = await read(unit.publicId);
    const high = rules.seasons.find((season) => season.name === 'High summer')!;
    const body = {
      ...rulesBody(),
      seasons: [{ seasonId: high.seasonId, minStayNights: 5, maxStayNights: 10, checkInDays: [6, 3] }],
    };
    const saved = await put(unit.publicId, body, etag);
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = unitStayRulesResponseSchema.parse(saved.json());
    expect(answer.unit).toEqual(body.unit);
    expect(answer.seasons.find((season) => season.seasonId === high.seasonId)).toMatchObject({
      minStayNights: 5,
      maxStayNights: 10,
      checkInDays: [6, 3],
    });
    expect(answer.version).toBe(rules.version + 1);
    expect(saved.headers.etag).toBe(`"${answer.version}"`);
    const row = await unitRow(t, unit.publicId);
    expect([
      row.minNights,
      row.maxNights,
      row.preparationDays,
      row.bookingWindowDays,
      row.checkInDays,
    ]).toEqual([3, 14, 1, 365, [6, 0]]);
    // Seasons the body does not name keep their rules.
    expect(answer.seasons.find((season) => season.name === 'Spring')?.minStayNights).toBe(2);
  });

  it('keeps the season overrides when the seasonal prices form saves the list it read', async () => {
    const seasonsUrl = `/api/app/property-unit/${unit.publicId}/seasons`;
    const headers = await t.authHeaders(demo.anna);
    const listed = unitSeasonsSchema.parse(
      (await t.app.inject({ method: 'GET', url: seasonsUrl, headers })).json(),
    );
    const high = listed.items.find((season) => season.name === 'High summer')!;
    expect(high).toMatchObject({ maxStayNights: 10, checkInDays: [6, 3] });
    const saved = await t.app.inject({
      method: 'PUT',
      url: seasonsUrl,
      headers,
      payload: { seasons: listed.items.map(({ id: _id, ...season }) => season) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { rules } = await read(unit.publicId);
    expect(rules.seasons.find((season) => season.name === 'High summer')).toMatchObject({
      minStayNights: 5,
      maxStayNights: 10,
      checkInDays: [6, 3],
    });
  });

  it('answers 400 on the field for a maximum below the minimum, bad check-in days and unknown fields', async () => {
    const cases: [unknown, string[]][] = [
      [rulesBody({ minStayNights: 5, maxStayNights: 4 }), ['unit.maxStayNights']],
      [rulesBody({ checkInDays: [] }), ['unit.checkInDays']],
      [rulesBody({ checkInDays: [7] }), ['unit.checkInDays.0']],
      [rulesBody({ checkInDays: [1, 1] }), ['unit.checkInDays']],
      [rulesBody({ minimumNoticeDays: 5 as 7 }), ['unit.minimumNoticeDays']],
      [rulesBody({ preparationDays: -1 }), ['unit.preparationDays']],
      [{ ...rulesBody(), extra: 1 }, ['extra']],
      [{ unit: { ...rulesBody().unit, colour: 'red' }, seasons: [] }, ['unit.colour']],
    ];
    const before = await unitRow(t, unit.publicId);
    for (const [body, fields] of cases) {
      const error = expectApiError(await put(unit.publicId, body), 400, 'common.validation');
      expect(errorFields(error), JSON.stringify(body)).toEqual(fields);
    }
    const maxBelow = expectApiError(await put(unit.publicId, cases[0]![0]), 400);
    expect(maxBelow.errors).toEqual([ruleError('unit.maxStayNights', 'maxStayBelowMin')]);
    expect((await unitRow(t, unit.publicId)).version).toBe(before.version);
  });

  it("answers 400 on a season's minimum above the unit maximum it inherits", async () => {
    const { rules } = await read(unit.publicId);
    const spring = rules.seasons[0]!;
    const body = {
      ...rulesBody({ maxStayNights: 6 }),
      seasons: [{ seasonId: spring.seasonId, minStayNights: 7, maxStayNights: null, checkInDays: null }],
    };
    const error = expectApiError(await put(unit.publicId, body), 400, 'common.validation');
    expect(error.errors).toEqual([ruleError('seasons.0.minStayNights', 'maxStayBelowMin')]);
  });

  it('refuses same-day notice on a unit that takes bookings on request, on the notice field', async () => {
    const error = expectApiError(
      await put(onRequestUnit.publicId, rulesBody({ minimumNoticeDays: 0, checkInDays: null })),
      400,
      'common.validation',
    );
    expect(errorFields(error)).toEqual(['unit.minimumNoticeDays']);
  });

  it('answers 409 for a season the unit no longer has and 412 for a save from an older read', async () => {
    const { etag } = await read(unit.publicId);
    const gone = {
      ...rulesBody(),
      seasons: [
        {
          seasonId: '00000000-0000-4000-8000-000000000000',
          minStayNights: 2,
          maxStayNights: null,
          checkInDays: null,
        },
      ],
    };
    expectApiError(await put(unit.publicId, gone), 409, 'common.conflict');
    expectApiError(
      await put(unit.publicId, { ...gone, seasons: [{ ...gone.seasons[0]!, seasonId: 'not-a-uuid' }] }),
      409,
      'common.conflict',
    );

    expect((await put(unit.publicId, rulesBody({ preparationDays: 2 }), etag)).statusCode).toBe(200);
    const stale = await put(unit.publicId, rulesBody({ preparationDays: 3 }), etag);
    const error = expectApiError(stale, 412, 'common.preconditionFailed');
    const current = unitStayRulesResponseSchema.parse(error.current);
    expect(current.unit.preparationDays).toBe(2);
    expect(stale.headers.etag).toBe(`"${current.version}"`);
    expect((await unitRow(t, unit.publicId)).preparationDays).toBe(2);
  });
});

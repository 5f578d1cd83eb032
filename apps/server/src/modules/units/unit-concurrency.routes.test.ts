import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyUnitSchema } from '@hostdeck/contract/properties/property-unit.schemas';
import { expectApiError } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { demoUnit, unitRow } from './units.test-support';

// Two tabs on the same unit: the read hands out a version (ETag), a save sends it back (If-Match),
// and a save made from an older read is refused instead of silently overwriting the newer one.
describe('unit writes from an older read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = async (email: string, publicId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/app/property-unit/${publicId}`,
      headers: await t.authHeaders(email),
    });
  const patch = async (email: string, publicId: string, payload: Record<string, unknown>, ifMatch?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/app/property-unit/${publicId}`,
      headers: { ...(await t.authHeaders(email)), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      payload,
    });

  it('hands out the version as the ETag and saves a write that sends it back, with the next one', async () => {
    const { unit } = await demoUnit(t, demo.anna, (row) => row.unit.state === 'IN_PROGRESS');
    const first = await read(demo.anna, unit.publicId);
    const etag = first.headers.etag;
    expect(etag).toBe(`"${propertyUnitSchema.parse(first.json()).version}"`);

    const saved = await patch(demo.anna, unit.publicId, { title: 'Tab one' }, String(etag));
    expect(saved.statusCode, saved.body).toBe(200);
    const body = propertyUnitSchema.parse(saved.json());
    expect(body.title).toBe('Tab one');
    expect(saved.headers.etag).toBe(`"${body.version}"`);
    expect(saved.headers.etag).not.toBe(etag);
    expect((await read(demo.anna, unit.publicId)).headers.etag).toBe(saved.headers.etag);
  });

  it('refuses a save from an older read with 412 and the unit as it is now, and stores nothing', async () => {
    const { unit } = await demoUnit(t, demo.anna, (row) => row.unit.state === 'IN_PROGRESS');
    const opened = String((await read(demo.anna, unit.publicId)).headers.etag);
    // The other tab saves first.
    const other = await patch(demo.anna, unit.publicId, { description: 'Saved in tab two' }, opened);
    expect(other.statusCode, other.body).toBe(200);

    const stale = await patch(demo.anna, unit.publicId, { description: 'Saved in tab one' }, opened);
    const error = expectApiError(stale, 412, 'common.preconditionFailed');
    const current = propertyUnitSchema.parse(error.current);
    expect(current).toMatchObject({ propertyUnitPublicId: unit.publicId, description: 'Saved in tab two' });
    expect(stale.headers.etag).toBe(`"${current.version}"`);
    expect((await unitRow(t, unit.publicId)).description).toBe('Saved in tab two');

    // Overwriting knowingly: the same save with the version the refusal named.
    const overwritten = await patch(
      demo.anna,
      unit.publicId,
      { description: 'Saved in tab one' },
      String(stale.headers.etag),
    );
    expect(overwritten.statusCode, overwritten.body).toBe(200);
    expect((await unitRow(t, unit.publicId)).description).toBe('Saved in tab one');
  });

  it('counts any write to the unit, not only this call: a calendar change makes an older read stale', async () => {
    const { unit } = await demoUnit(t, demo.anna, (row) => row.unit.state === 'PUBLISHED');
    const opened = String((await read(demo.anna, unit.publicId)).headers.etag);
    const calendar = await t.app.inject({
      method: 'POST',
      url: `/api/app/property-unit/${unit.publicId}/calendar-action`,
      headers: await t.authHeaders(demo.anna),
      payload: { status: 'PAUSED' },
    });
    expect(calendar.statusCode, calendar.body).toBe(200);
    expectApiError(
      await patch(demo.anna, unit.publicId, { guests: 4 }, opened),
      412,
      'common.preconditionFailed',
    );
  });

  it('saves without If-Match as before (other clients), and treats * and weak tags as the header says', async () => {
    const { unit } = await demoUnit(t, demo.anna, (row) => row.unit.state === 'IN_PROGRESS');
    expect((await patch(demo.anna, unit.publicId, { guests: 3 })).statusCode).toBe(200);
    expect((await patch(demo.anna, unit.publicId, { guests: 4 }, '*')).statusCode).toBe(200);
    const etag = String((await read(demo.anna, unit.publicId)).headers.etag);
    // A weak tag never matches a write.
    expectApiError(await patch(demo.anna, unit.publicId, { guests: 5 }, `W/${etag}`), 412);
    expect((await unitRow(t, unit.publicId)).guests).toBe(4);
  });

  it("answers another host's unit 404 whatever its If-Match, so the version of someone else's unit never shows", async () => {
    const { unit } = await demoUnit(t, demo.anna, (row) => row.unit.state === 'IN_PROGRESS');
    const before = await unitRow(t, unit.publicId);
    for (const ifMatch of ['"1"', `"${before.version}"`, undefined]) {
      const response = await patch(demo.agency, unit.publicId, { title: 'Not yours' }, ifMatch);
      const error = expectApiError(response, 404, 'units.notFound');
      expect(error.current).toBeUndefined();
      expect(response.headers.etag).toBeUndefined();
    }
    expect(await unitRow(t, unit.publicId)).toMatchObject({ title: before.title, version: before.version });
  });
});

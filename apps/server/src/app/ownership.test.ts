import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@hostdeck/contract/endpoints';
import type { Endpoint } from '@hostdeck/contract/http/endpoint';
import { preferValidValueOf } from '../../test/fuzz/schema-arbitraries';
import { ownedRecordIds, paramsFor, urlFor, type OwnedRecordIds } from '../../test/owned-records';
import { createTestApp, demo, type TestApp } from '../../test/test-app';
import { notServedYet } from './not-implemented';
import { pathRecordsOf } from './ownership';

/** Rows that name a record some host owns: every id placeholder of a signed-in call. */
const rowsWithRecords = Object.entries(endpoints).filter(([, endpoint]) =>
  pathRecordsOf(endpoint).some(({ kind }) => kind !== 'achievement'),
) as [string, Endpoint][];

/** A body the row's schema accepts, drawn with a fixed seed (a photo for an upload). */
async function goodBody(endpoint: Endpoint): Promise<{ payload: string | Buffer; contentType: string }> {
  if (endpoint.requestType === 'multipart') {
    const data = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3478c8' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'photo.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return {
      payload: Buffer.from(await request.arrayBuffer()),
      contentType: request.headers.get('content-type') ?? '',
    };
  }
  if (!endpoint.body) return { payload: '{}', contentType: 'application/json' };
  const [value] = fc.sample(preferValidValueOf(endpoint.body, 40), { seed: 3, numRuns: 1 });
  expect(endpoint.body.safeParse(value).success, `no valid body drawn for ${endpoint.path}`).toBe(true);
  return { payload: JSON.stringify(value), contentType: 'application/json' };
}

/** Broken in every way a schema or a parser can see: text the rule refuses, wrong types, bad JSON. */
const badBodies = [
  {
    payload: JSON.stringify({ title: 'Villa\u0000', rooms: 'many', photoIds: 7, reason: [] }),
    contentType: 'application/json',
  },
  { payload: '{"title": ', contentType: 'application/json' },
  { payload: 'title=x', contentType: 'text/plain' },
];

describe('ownership before validation: another host’s id tells nothing, whatever the body', () => {
  let t: TestApp;
  let own: OwnedRecordIds;
  let agency: OwnedRecordIds;
  let pending: ReadonlySet<string>;

  beforeAll(async () => {
    t = await createTestApp();
    own = await ownedRecordIds(t, demo.anna);
    agency = await ownedRecordIds(t, demo.agency);
    pending = new Set(notServedYet(t.app));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('classifies every placeholder of the table and finds the rows that name a host’s records', () => {
    for (const endpoint of Object.values(endpoints)) expect(() => pathRecordsOf(endpoint)).not.toThrow();
    expect(rowsWithRecords.length).toBeGreaterThan(40);
    expect(() => pathRecordsOf({ access: 'host', path: '/api/app/things/:thingId' })).toThrow(/:thingId/);
  });

  it.each(
    rowsWithRecords.map(
      ([name, endpoint]) => [`${endpoint.method} ${endpoint.path}`, name, endpoint] as const,
    ),
  )(
    '%s answers the same 404 for another host’s id with a bad or a good body, and for an unknown id',
    async (_label, name, endpoint) => {
      const headers = await t.authHeaders(demo.anna);
      const call = async (url: string, body: { payload: string | Buffer; contentType: string }) =>
        t.app.inject({
          method: endpoint.method,
          url,
          headers: { ...headers, 'content-type': body.contentType },
          payload: body.payload,
        });
      const foreignUrl = urlFor(endpoint, paramsFor(endpoint, agency));
      const good = await goodBody(endpoint);
      const answers = [
        ...(await Promise.all(badBodies.map((body) => call(foreignUrl, body)))),
        await call(foreignUrl, good),
        // A guess nobody owns: another host's id must read exactly like it.
        await call(urlFor(endpoint, paramsFor(endpoint, {})), good),
      ];
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(404);
      const bodies = answers.map((answer) => answer.json<unknown>());
      for (const body of bodies) expect(body).toEqual(bodies[0]);

      // Not a blanket 404: the caller's own id gets past the check (to validation, or the 501).
      // Built rows without a body are left out: past the check they would delete or publish.
      const ownsAll = pathRecordsOf(endpoint).every(({ kind }) => kind === 'achievement' || own[kind]);
      if (ownsAll && (endpoint.body || pending.has(name))) {
        const ownAnswer = await call(urlFor(endpoint, paramsFor(endpoint, own)), badBodies[0]!);
        expect(ownAnswer.statusCode, ownAnswer.body).not.toBe(404);
        expect(ownAnswer.statusCode, ownAnswer.body).toBeLessThan(502);
      }
    },
  );

  it('answers an achievement call alike for every id: there are no stored achievements to own', async () => {
    const headers = await t.authHeaders(demo.anna);
    const answers = await Promise.all(
      ['A-ANNA1', 'A-OTHER2'].map((id) =>
        t.app.inject({ method: 'POST', url: `/api/app/v1/user/performance/achievement/${id}`, headers }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([501, 501]);
    expect(answers[0]?.json<{ code: string }>().code).toBe(answers[1]?.json<{ code: string }>().code);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeyListSchema,
  createdApiKeySchema,
  type CreatedApiKey,
} from '@hostdeck/contract/channel/api-keys.schemas';
import { apiKeys } from '../../db/schema/channel.table';
import { DEMO_API_KEYS } from '../../db/seed/seed-api-keys';
import { errorFields, expectApiError, expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { liveUnitsOf } from '../units/units.test-support';
import { hashApiKeySecret } from './api-key-secret';
import { bodyFor, intakeBody, stayMaker } from './channel-intake.test-support';

const KEYS = '/api/app/user/api-keys';
// Any channel call will do to see whether a key is accepted: an empty body gets past the key
// check and stops at validation (400), while a refused key stops at 401.
const INTAKE = '/api/channel/v1/bookings';

describe('API keys of the channel intake', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (email: string, name = 'Channel manager'): Promise<CreatedApiKey> => {
    const response = await t.app.inject({
      method: 'POST',
      url: KEYS,
      headers: await t.authHeaders(email),
      payload: { name },
    });
    expect(response.statusCode, response.body).toBe(201);
    return createdApiKeySchema.parse(response.json());
  };
  const list = async (email: string) => {
    const response = await t.app.inject({ url: KEYS, headers: await t.authHeaders(email) });
    expect(response.statusCode, response.body).toBe(200);
    return apiKeyListSchema.parse(response.json()).items;
  };
  const intakeWith = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: INTAKE, headers, payload: {} });

  it('needs the host sign-in token on every key call', async () => {
    await expectTokenRequired(t, { method: 'GET', url: KEYS });
    await expectTokenRequired(t, { method: 'POST', url: KEYS, payload: { name: 'x' } });
    const { id } = await create(demo.anna);
    expectApiError(
      await t.app.inject({ method: 'DELETE', url: `${KEYS}/${id}` }),
      401,
      'common.unauthorized',
    );
  });

  it('an API key is no sign-in token for the host calls', async () => {
    const { secret } = await create(demo.anna);
    expectApiError(
      await t.app.inject({ url: KEYS, headers: { authorization: `Bearer ${secret}` } }),
      401,
      'common.unauthorized',
    );
  });

  it('shows the secret once on creation and stores only its hash and prefix', async () => {
    const created = await create(demo.anna, '  Booking hub  ');
    expect(created.name).toBe('Booking hub');
    expect(created.secret).toMatch(/^hdk_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(created.prefix)).toBe(true);
    expect(created.prefix.length).toBeLessThan(created.secret.length / 2);
    expect(created.lastUsedAt).toBeNull();

    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row?.secretHash).toBe(hashApiKeySecret(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const listed = (await list(demo.anna)).find((key) => key.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      name: 'Booking hub',
      prefix: created.prefix,
      createdAt: created.createdAt,
      lastUsedAt: null,
    });
    const listBody = (await t.app.inject({ url: KEYS, headers: await t.authHeaders(demo.anna) })).body;
    expect(listBody).not.toContain(created.secret);
    expect(listBody).not.toContain('secret');
  });

  it('lists only the caller own keys', async () => {
    const annas = await create(demo.anna);
    const agencys = await create(demo.agency);
    const ids = (await list(demo.anna)).map((key) => key.id);
    expect(ids).toContain(annas.id);
    expect(ids).not.toContain(agencys.id);
  });

  it('accepts a key on the intake calls in either header; an accepted call sets its last use', async () => {
    const { id, secret } = await create(demo.anna);
    expectApiError(await intakeWith({ authorization: `Bearer ${secret}` }), 400, 'common.validation');
    expectApiError(await intakeWith({ 'x-api-key': secret }), 400, 'common.validation');
    const lastUsed = async () => (await list(demo.anna)).find((key) => key.id === id)?.lastUsedAt;
    expect(await lastUsed()).toBeNull();

    const unit = (await liveUnitsOf(t, demo.anna))[0]!.unit;
    const accepted = await t.app.inject({
      method: 'POST',
      url: INTAKE,
      headers: { 'x-api-key': secret },
      payload: bodyFor('booking', intakeBody(unit.publicId, stayMaker(2051)())),
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await lastUsed()).toEqual(expect.any(String));
  });

  it('answers 401 on the intake without a key, with an unknown one or with a sign-in token', async () => {
    expectApiError(await intakeWith({}), 401, 'common.unauthorized');
    expectApiError(await intakeWith({ 'x-api-key': 'hdk_not_a_key' }), 401, 'common.unauthorized');
    expectApiError(await intakeWith({ 'x-api-key': 'x'.repeat(5000) }), 401, 'common.unauthorized');
    expectApiError(await intakeWith(await t.authHeaders(demo.anna)), 401, 'common.unauthorized');
  });

  it('revokes a key: it leaves the list and the intake refuses it from then on', async () => {
    const { id, secret } = await create(demo.anna);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `${KEYS}/${id}`,
      headers: await t.authHeaders(demo.anna),
    });
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect((await list(demo.anna)).map((key) => key.id)).not.toContain(id);
    expectApiError(await intakeWith({ 'x-api-key': secret }), 401, 'common.unauthorized');
    expectApiError(
      await t.app.inject({ method: 'DELETE', url: `${KEYS}/${id}`, headers: await t.authHeaders(demo.anna) }),
      404,
      'channel.apiKeyNotFound',
    );
  });

  it("answers 404 for another host's key, a made-up id and a malformed one, and leaves the key alone", async () => {
    const agencys = await create(demo.agency);
    for (const id of [agencys.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid'])
      expectApiError(
        await t.app.inject({
          method: 'DELETE',
          url: `${KEYS}/${id}`,
          headers: await t.authHeaders(demo.anna),
        }),
        404,
        'channel.apiKeyNotFound',
      );
    expect((await list(demo.agency)).map((key) => key.id)).toContain(agencys.id);
    expectApiError(await intakeWith({ 'x-api-key': agencys.secret }), 400, 'common.validation');
  });

  it('refuses a key without a name on the field', async () => {
    for (const payload of [{}, { name: '   ' }, { name: 'x'.repeat(81) }, { name: 'ok', extra: 1 }]) {
      const body = expectApiError(
        await t.app.inject({ method: 'POST', url: KEYS, headers: await t.authHeaders(demo.anna), payload }),
        400,
        'common.validation',
      );
      expect(errorFields(body).length).toBeGreaterThan(0);
    }
  });

  it('gives each demo host its documented local key (seed only)', async () => {
    for (const [email, secret] of Object.entries(DEMO_API_KEYS)) {
      const [row] = await t.db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.secretHash, hashApiKeySecret(secret)));
      expect(row?.hostId).toBe(await t.userIdOf(email));
      expect(row?.revokedAt).toBeNull();
    }
  });
});

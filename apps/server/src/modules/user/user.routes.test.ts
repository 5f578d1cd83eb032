import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoSchema } from '@hostdeck/contract/user/user.schemas';
import { users } from '../../db/schema/users.table';
import { errorFields, expectApiError, expectTokenRequired, ruleError } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';

describe('user info and interactions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (email: string) =>
    t.app.inject({ method: 'GET', url: '/api/app/user/info', headers: await t.authHeaders(email) });
  const patch = async (email: string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/app/user/info',
      headers: await t.authHeaders(email),
      payload: payload as object,
    });

  it('GET /api/app/user/info answers the caller, not another host', async () => {
    const anna = userInfoSchema.parse((await get(demo.anna)).json());
    expect(anna.email).toBe(demo.anna);
    expect(anna.userId).toBe(await t.userIdOf(demo.anna));
    expect(anna.isImpersonating).toBe(false);
    const agency = userInfoSchema.parse((await get(demo.agency)).json());
    expect(agency.email).toBe(demo.agency);
    expect(agency.userId).not.toBe(anna.userId);
  });

  it('carries the session id from the token', async () => {
    const token = await t.tokenFor(demo.anna, { claims: { sid: 'session-42' } });
    const info = userInfoSchema.parse(
      (
        await t.app.inject({ url: '/api/app/user/info', headers: { authorization: `Bearer ${token}` } })
      ).json(),
    );
    expect(info.sessionId).toBe('session-42');
  });

  it('requires a valid token', async () => {
    await expectTokenRequired(t, { method: 'GET', url: '/api/app/user/info' });
    await expectTokenRequired(t, { method: 'PATCH', url: '/api/app/user/info', payload: { aboutHost: 'x' } });
    await expectTokenRequired(t, { method: 'GET', url: '/api/app/user/interactions' });
    await expectTokenRequired(t, {
      method: 'PUT',
      url: '/api/app/user/interaction',
      payload: { interactions: [{ interactionType: 'welcome_tour_seen', interacted: true }] },
    });
  });

  it('PATCH updates editable fields, nulls phones without a digit and answers the updated info', async () => {
    const response = await patch(demo.newHost, {
      aboutHost: '  We love guests.  ',
      hostLanguages: ['en', 'de'],
      phone: '+49 30 1234567',
      phoneForGuests: '---',
      phoneForSms: '   ',
      marketingConsent: true,
      locale: 'de',
    });
    expect(response.statusCode, response.body).toBe(200);
    const info = userInfoSchema.parse(response.json());
    expect(info).toMatchObject({
      aboutHost: 'We love guests.',
      hostLanguages: ['en', 'de'],
      phone: '+49 30 1234567',
      phoneForGuests: null,
      phoneForSms: null,
      marketingConsent: true,
      locale: 'de',
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, demo.newHost));
    expect(row).toMatchObject({ aboutHost: 'We love guests.', phoneForGuests: null, locale: 'de' });
    // Another host is untouched.
    const anna = userInfoSchema.parse((await get(demo.anna)).json());
    expect(anna.aboutHost).not.toBe('We love guests.');
  });

  it('PATCH rejects bad payloads with one field error per problem', async () => {
    const body = expectApiError(
      await patch(demo.anna, {
        marketingConsent: 'yes',
        hostLanguages: ['e'],
        locale: 'xx',
        email: 'me@evil.test',
      }),
      400,
      'common.validation',
    );
    expect(errorFields(body)).toEqual(['email', 'hostLanguages.0', 'locale', 'marketingConsent']);
    for (const error of body.errors) expect(error.code).toMatch(/^validation\./);
    // Nothing was written.
    const [row] = await t.db.select().from(users).where(eq(users.email, demo.anna));
    expect(row?.marketingConsent).not.toBe('yes');
  });

  it('PATCH refuses a body that is not JSON in the error shape', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/app/user/info',
      headers: { ...(await t.authHeaders(demo.anna)), 'content-type': 'application/json' },
      payload: '{"aboutHost":',
    });
    expectApiError(response, 400);
  });

  it('PUT /api/app/user/interaction upserts by type and GET lists only the caller’s', async () => {
    const put = async (email: string, interactions: { interactionType: string; interacted: boolean }[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/app/user/interaction',
        headers: await t.authHeaders(email),
        payload: { interactions },
      });

    const first = await put(demo.newHost, [{ interactionType: 'welcome_tour_seen', interacted: true }]);
    expect(first.statusCode, first.body).toBe(200);
    const second = await put(demo.newHost, [
      { interactionType: 'welcome_tour_seen', interacted: false },
      { interactionType: 'maintenance_banner_dismissed', interacted: true },
    ]);
    const { interactions } = second.json() as {
      interactions: { interactionType: string; interacted: boolean; createdAt: string }[];
    };
    expect(
      interactions
        .map(({ interactionType, interacted }) => ({ interactionType, interacted }))
        .sort((a, b) => a.interactionType.localeCompare(b.interactionType)),
    ).toEqual([
      { interactionType: 'maintenance_banner_dismissed', interacted: true },
      { interactionType: 'welcome_tour_seen', interacted: false },
    ]);
    expect(Number.isNaN(Date.parse(interactions[0]!.createdAt))).toBe(false);

    const others = await t.app.inject({
      url: '/api/app/user/interactions',
      headers: await t.authHeaders(demo.agency),
    });
    const otherTypes = (others.json() as { interactions: { interactionType: string }[] }).interactions;
    expect(otherTypes.filter((item) => item.interactionType === 'maintenance_banner_dismissed')).toEqual([]);
  });

  it('PUT rejects an unknown interaction type and an empty list', async () => {
    const headers = await t.authHeaders(demo.anna);
    const unknown = expectApiError(
      await t.app.inject({
        method: 'PUT',
        url: '/api/app/user/interaction',
        headers,
        payload: { interactions: [{ interactionType: 'nope', interacted: true }] },
      }),
      400,
    );
    expect(errorFields(unknown)).toEqual(['interactions.0.interactionType']);
    const empty = expectApiError(
      await t.app.inject({
        method: 'PUT',
        url: '/api/app/user/interaction',
        headers,
        payload: { interactions: [] },
      }),
      400,
    );
    expect(errorFields(empty)).toEqual(['interactions']);
  });

  it('PATCH refuses a phone that is no number and a language that is none or twice; nothing stored', async () => {
    const [before] = await t.db.select().from(users).where(eq(users.email, demo.anna));
    const body = expectApiError(
      await patch(demo.anna, { phone: 'call me 12', phoneForGuests: '12345', hostLanguages: ['en', 'zz'] }),
      400,
      'common.validation',
    );
    expect(body.errors).toEqual([
      ruleError('hostLanguages.1', 'unknownLanguage'),
      ruleError('phoneForGuests', 'phoneNumber'),
      ruleError('phone', 'phoneNumber'),
    ]);
    const twice = expectApiError(
      await patch(demo.anna, { hostLanguages: ['de', 'DE'] }),
      400,
      'common.validation',
    );
    expect(twice.errors).toEqual([ruleError('hostLanguages', 'duplicateItems')]);
    const [after] = await t.db.select().from(users).where(eq(users.email, demo.anna));
    expect(after).toEqual(before);
  });

  it('PUT refuses one interaction type twice in a call and stores neither', async () => {
    const headers = await t.authHeaders(demo.agency);
    const listOf = async () =>
      (await t.app.inject({ url: '/api/app/user/interactions', headers })).json() as unknown;
    const before = await listOf();
    const twice = expectApiError(
      await t.app.inject({
        method: 'PUT',
        url: '/api/app/user/interaction',
        headers,
        payload: {
          interactions: [
            { interactionType: 'guest_profile_intro_seen', interacted: true },
            { interactionType: 'guest_profile_intro_seen', interacted: false },
          ],
        },
      }),
      400,
      'common.validation',
    );
    expect(twice.errors).toEqual([ruleError('interactions', 'duplicateItems')]);
    expect(await listOf()).toEqual(before);
  });
});

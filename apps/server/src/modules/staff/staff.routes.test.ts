import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impersonationStatusSchema, searchHostsResponseSchema } from '@hostdeck/contract/staff/staff.schemas';
import { userInfoSchema } from '@hostdeck/contract/user/user.schemas';
import { impersonationAudit } from '../../db/schema/impersonation.table';
import { users } from '../../db/schema/users.table';
import { expectApiError, expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';

describe('staff impersonation', () => {
  let t: TestApp;
  let staffHeaders: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    staffHeaders = await t.authHeaders(demo.staff);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('staff calls need a valid staff token; hosts get 403', async () => {
    await expectTokenRequired(t, { method: 'GET', url: '/api/staff/impersonation' }, demo.staff);
    for (const call of [
      { method: 'GET' as const, url: '/api/staff/hosts' },
      { method: 'GET' as const, url: '/api/staff/impersonation' },
      {
        method: 'POST' as const,
        url: '/api/staff/impersonation',
        payload: { hostId: await t.userIdOf(demo.agency) },
      },
      { method: 'DELETE' as const, url: '/api/staff/impersonation' },
    ]) {
      expectApiError(
        await t.app.inject({ ...call, headers: await t.authHeaders(demo.anna) }),
        403,
        'common.forbidden',
      );
    }
  });

  it('a staff user without impersonation gets 403 staff.impersonationRequired on host calls', async () => {
    expectApiError(
      await t.app.inject({ url: '/api/app/home/overview', headers: staffHeaders }),
      403,
      'staff.impersonationRequired',
    );
    expectApiError(
      await t.app.inject({ url: '/api/app/booking-requests-pending-count', headers: staffHeaders }),
      403,
      'staff.impersonationRequired',
    );
  });

  it('user info describes the staff user themself while they impersonate nobody', async () => {
    const response = await t.app.inject({ url: '/api/app/user/info', headers: staffHeaders });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: demo.staff, role: 'staff', isImpersonating: false });
  });

  it('searches hosts by name or e-mail, never staff', async () => {
    const all = searchHostsResponseSchema.parse(
      (await t.app.inject({ url: '/api/staff/hosts', headers: staffHeaders })).json(),
    );
    const emails = all.items.map((item) => item.email);
    expect(emails).toEqual(expect.arrayContaining([demo.anna, demo.agency, demo.newHost]));
    expect(emails).not.toContain(demo.staff);
    const found = searchHostsResponseSchema.parse(
      (await t.app.inject({ url: '/api/staff/hosts?search=%20AGENCY%20', headers: staffHeaders })).json(),
    );
    expect(found.items.map((item) => item.email)).toEqual([demo.agency]);
    expect(found.pagination).toMatchObject({ page: 1, total: 1, pageCount: 1 });
    const none = searchHostsResponseSchema.parse(
      (await t.app.inject({ url: '/api/staff/hosts?search=%25', headers: staffHeaders })).json(),
    );
    expect(none.items).toEqual([]);
  });

  it('rejects a bad start payload and an unknown host', async () => {
    expectApiError(
      await t.app.inject({
        method: 'POST',
        url: '/api/staff/impersonation',
        headers: staffHeaders,
        payload: {},
      }),
      400,
      'common.validation',
    );
    // A host is named by their user id; an e-mail or a name is no id, and starts nothing.
    const notAnId = expectApiError(
      await t.app.inject({
        method: 'POST',
        url: '/api/staff/impersonation',
        headers: staffHeaders,
        payload: { hostId: demo.anna },
      }),
      400,
      'common.validation',
    );
    expect(notAnId.errors).toEqual([
      expect.objectContaining({ field: 'hostId', code: 'validation.invalid_format' }),
    ]);
    const status = await t.app.inject({ url: '/api/staff/impersonation', headers: staffHeaders });
    expect(impersonationStatusSchema.parse(status.json()).active).toBe(false);
    const unknown = expectApiError(
      await t.app.inject({
        method: 'POST',
        url: '/api/staff/impersonation',
        headers: staffHeaders,
        payload: { hostId: '00000000-0000-4000-8000-000000000000' },
      }),
      404,
      'staff.hostNotFound',
    );
    expect(unknown.errors[0]?.field).toBe('hostId');
    const staffId = await t.userIdOf(demo.staff);
    expectApiError(
      await t.app.inject({
        method: 'POST',
        url: '/api/staff/impersonation',
        headers: staffHeaders,
        payload: { hostId: staffId },
      }),
      404,
      'staff.hostNotFound',
    );
  });

  it('runs host calls as the host, flags user info, audits writes and stops cleanly', async () => {
    const annaId = await t.userIdOf(demo.anna);
    const staffId = await t.userIdOf(demo.staff);
    const started = impersonationStatusSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/staff/impersonation',
          headers: staffHeaders,
          payload: { hostId: annaId },
        })
      ).json(),
    );
    expect(started).toMatchObject({ active: true, host: { userId: annaId, email: demo.anna } });
    expect(
      impersonationStatusSchema.parse(
        (await t.app.inject({ url: '/api/staff/impersonation', headers: staffHeaders })).json(),
      ).host?.userId,
    ).toBe(annaId);

    const info = userInfoSchema.parse(
      (await t.app.inject({ url: '/api/app/user/info', headers: staffHeaders })).json(),
    );
    expect(info).toMatchObject({ userId: annaId, email: demo.anna, isImpersonating: true });

    // A write as the host lands on the host and is audited with the staff user's id.
    const write = await t.app.inject({
      method: 'PATCH',
      url: '/api/app/user/info',
      headers: staffHeaders,
      payload: { aboutHost: 'Edited by staff' },
    });
    expect(write.statusCode, write.body).toBe(200);
    const [anna] = await t.db.select().from(users).where(eq(users.id, annaId));
    expect(anna?.aboutHost).toBe('Edited by staff');
    // A failed write is audited too, with its status.
    await t.app.inject({
      method: 'PATCH',
      url: '/api/app/user/info',
      headers: staffHeaders,
      payload: { marketingConsent: 'x' },
    });
    const audit = await t.db
      .select()
      .from(impersonationAudit)
      .where(and(eq(impersonationAudit.staffUserId, staffId)));
    expect(
      audit.map(({ hostId, method, path, statusCode }) => ({ hostId, method, path, statusCode })),
    ).toEqual(
      expect.arrayContaining([
        { hostId: annaId, method: 'PATCH', path: '/api/app/user/info', statusCode: 200 },
        { hostId: annaId, method: 'PATCH', path: '/api/app/user/info', statusCode: 400 },
      ]),
    );
    // Reads are not audited.
    expect(audit.filter((row) => row.method === 'GET')).toEqual([]);

    // Switching host keeps one active session.
    const agencyId = await t.userIdOf(demo.agency);
    await t.app.inject({
      method: 'POST',
      url: '/api/staff/impersonation',
      headers: staffHeaders,
      payload: { hostId: agencyId },
    });
    const asAgency = userInfoSchema.parse(
      (await t.app.inject({ url: '/api/app/user/info', headers: staffHeaders })).json(),
    );
    expect(asAgency.userId).toBe(agencyId);

    const stopped = impersonationStatusSchema.parse(
      (
        await t.app.inject({ method: 'DELETE', url: '/api/staff/impersonation', headers: staffHeaders })
      ).json(),
    );
    expect(stopped).toEqual({ active: false, host: null });
    expectApiError(
      await t.app.inject({ url: '/api/app/home/overview', headers: staffHeaders }),
      403,
      'staff.impersonationRequired',
    );
    const afterStop = (await t.app.inject({ url: '/api/app/user/info', headers: staffHeaders })).json();
    expect(afterStop).toMatchObject({ role: 'staff', isImpersonating: false });
  });

  it('the host’s own calls are never flagged or audited', async () => {
    const info = userInfoSchema.parse(
      (await t.app.inject({ url: '/api/app/user/info', headers: await t.authHeaders(demo.anna) })).json(),
    );
    expect(info.isImpersonating).toBe(false);
    const annaId = await t.userIdOf(demo.anna);
    const before = await t.db.select().from(impersonationAudit).where(eq(impersonationAudit.hostId, annaId));
    await t.app.inject({
      method: 'PATCH',
      url: '/api/app/user/info',
      headers: await t.authHeaders(demo.anna),
      payload: { aboutHost: 'Mine' },
    });
    const after = await t.db.select().from(impersonationAudit).where(eq(impersonationAudit.hostId, annaId));
    expect(after.length).toBe(before.length);
  });
});

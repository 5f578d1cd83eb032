import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationListResponseSchema,
  notificationSchema,
} from '@hostdeck/contract/notifications/notifications.schemas';
import { notifications } from '../../db/schema/notifications.table';
import { errorFields, expectApiError, expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';

describe('notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (email: string, query = '') =>
    notificationListResponseSchema.parse(
      (
        await t.app.inject({ url: `/api/app/notifications${query}`, headers: await t.authHeaders(email) })
      ).json(),
    );
  const unreadInDb = async (hostId: string) => {
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.hostId, hostId), eq(notifications.read, false)));
    return row?.n ?? 0;
  };

  it('require a valid token', async () => {
    await expectTokenRequired(t, { method: 'GET', url: '/api/app/notifications' });
    await expectTokenRequired(t, { method: 'PUT', url: '/api/app/notifications/read-all' });
  });

  it('lists the caller’s notifications newest first with the unread count', async () => {
    const annaId = await t.userIdOf(demo.anna);
    // Two of our own so the list is never empty, whatever the seed holds.
    await t.db.insert(notifications).values([
      { hostId: annaId, type: 'instantBooking', createdAt: new Date('2030-01-02T00:00:00Z') },
      { hostId: annaId, type: 'describeIdealGuest', createdAt: new Date('2030-01-01T00:00:00Z') },
    ]);
    const page = await list(demo.anna);
    expect(page.items.slice(0, 2).map((item) => item.type)).toEqual(['instantBooking', 'describeIdealGuest']);
    const dates = page.items.map((item) => Date.parse(item.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(page.unreadCount).toBe(await unreadInDb(annaId));
    expect(page.pagination.page).toBe(1);

    const agencyIds = new Set((await list(demo.agency)).items.map((item) => item.id));
    for (const item of page.items) expect(agencyIds.has(item.id)).toBe(false);
  });

  it('rejects a bad page', async () => {
    const body = expectApiError(
      await t.app.inject({ url: '/api/app/notifications?page=0', headers: await t.authHeaders(demo.anna) }),
      400,
      'common.validation',
    );
    expect(errorFields(body)).toEqual(['page']);
  });

  it('marks one read, but never another host’s', async () => {
    const agencyId = await t.userIdOf(demo.agency);
    const [foreign] = await t.db
      .insert(notifications)
      .values({ hostId: agencyId, type: 'discountPromotion' })
      .returning();
    expectApiError(
      await t.app.inject({
        method: 'PUT',
        url: `/api/app/notifications/${foreign!.id}/read`,
        headers: await t.authHeaders(demo.anna),
      }),
      404,
      'notifications.notFound',
    );
    const [still] = await t.db.select().from(notifications).where(eq(notifications.id, foreign!.id));
    expect(still?.read).toBe(false);
    expectApiError(
      await t.app.inject({
        method: 'PUT',
        url: '/api/app/notifications/not-an-id/read',
        headers: await t.authHeaders(demo.anna),
      }),
      404,
    );
    // An id is at most 128 characters, like every other id in a path.
    const tooLong = expectApiError(
      await t.app.inject({
        method: 'PUT',
        url: `/api/app/notifications/${'a'.repeat(129)}/read`,
        headers: await t.authHeaders(demo.anna),
      }),
      400,
      'common.validation',
    );
    expect(tooLong.errors).toEqual([expect.objectContaining({ field: 'id', code: 'validation.too_big' })]);

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/app/notifications/${foreign!.id}/read`,
      headers: await t.authHeaders(demo.agency),
    });
    expect(notificationSchema.parse(response.json())).toMatchObject({
      id: foreign!.id,
      read: true,
      type: 'discountPromotion',
    });
  });

  it('marks all read for the caller only', async () => {
    const annaId = await t.userIdOf(demo.anna);
    const agencyId = await t.userIdOf(demo.agency);
    await t.db.insert(notifications).values({ hostId: agencyId, type: 'instantBookingAll' });
    const agencyUnread = await unreadInDb(agencyId);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/app/notifications/read-all',
      headers: await t.authHeaders(demo.anna),
    });
    expect(response.json()).toEqual({ unreadCount: 0 });
    expect(await unreadInDb(annaId)).toBe(0);
    expect((await list(demo.anna)).unreadCount).toBe(0);
    expect(await unreadInDb(agencyId)).toBe(agencyUnread);
    expect(agencyUnread).toBeGreaterThan(0);
  });
});

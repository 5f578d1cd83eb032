import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages } from '../../db/schema/messaging.table';
import { expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';

const URL = '/api/app/messaging/unread-count';

describe('GET /api/app/messaging/unread-count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const countFor = async (email: string) =>
    ((await t.app.inject({ url: URL, headers: await t.authHeaders(email) })).json() as { count: number })
      .count;

  it('requires a valid token', async () => {
    await expectTokenRequired(t, { method: 'GET', url: URL });
  });

  it('counts conversations with unread guest messages, per host', async () => {
    const annaId = await t.userIdOf(demo.anna);
    const [expected] = await t.db
      .select({ n: sql<number>`count(distinct ${messages.conversationId})::int` })
      .from(messages)
      .where(and(eq(messages.hostId, annaId), eq(messages.sender, 'guest'), isNull(messages.readAt)));
    expect(await countFor(demo.anna)).toBe(expected?.n ?? 0);
  });

  it('a new unread conversation of another host leaves the count alone; a host reply does not count', async () => {
    const annaBefore = await countFor(demo.anna);
    const agencyBefore = await countFor(demo.agency);
    const agencyId = await t.userIdOf(demo.agency);
    const [conversation] = await t.db
      .insert(conversations)
      .values({ hostId: agencyId, guestFirstName: 'Una', guestLastName: 'Read' })
      .returning();
    await t.db.insert(messages).values([
      { conversationId: conversation!.id, hostId: agencyId, sender: 'guest', body: 'Hello?' },
      { conversationId: conversation!.id, hostId: agencyId, sender: 'guest', body: 'Anyone?' },
      { conversationId: conversation!.id, hostId: agencyId, sender: 'host', body: 'Hi!' },
    ]);
    expect(await countFor(demo.agency)).toBe(agencyBefore + 1);
    expect(await countFor(demo.anna)).toBe(annaBefore);
  });
});

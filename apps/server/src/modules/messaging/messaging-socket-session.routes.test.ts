import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messagingErrorCodes } from '@hostdeck/contract/messaging/messaging.errors';
import { SOCKET_CLOSE } from '@hostdeck/contract/messaging/messaging-socket.schemas';
import { messagingTokenSchema } from '@hostdeck/contract/messaging/messaging.schemas';
import { impersonationAudit } from '../../db/schema/impersonation.table';
import { conversations, messages } from '../../db/schema/messaging.table';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { issueMessagingToken } from './messaging-token';
import { connect, type Client } from './messaging.test-support';

const BASE = '/api/app/messaging';

/** A socket's life is bounded by its token (issue 15: live updates), and staff writes are audited. */
describe('the chat socket and its token', () => {
  let t: TestApp;
  let address: string;
  let annaId: string;
  let annaChannel: { id: string; publicId: string };
  let agencyChannel: string;
  const clients: Client[] = [];

  const open = async (token: string) => {
    const client = connect(address, `?token=${encodeURIComponent(token)}`);
    clients.push(client);
    await client.next('ready');
    return client;
  };
  const chatTokenOf = async (email: string) =>
    messagingTokenSchema.parse(
      (await t.app.inject({ url: `${BASE}/token`, headers: await t.authHeaders(email) })).json(),
    ).token;
  const unreadGuestMessage = async () => {
    const [row] = await t.db
      .insert(messages)
      .values({ conversationId: annaChannel.id, hostId: annaId, sender: 'guest', body: 'Is there parking?' })
      .returning();
    return row!.id;
  };
  const readAtOf = async (messageId: string) =>
    (await t.db.select().from(messages).where(eq(messages.id, messageId)))[0]!.readAt;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const info = t.app.server.address();
    if (!info || typeof info === 'string') throw new Error('No port');
    address = `ws://127.0.0.1:${info.port}`;
    annaId = await t.userIdOf(demo.anna);
    const [anna] = await t.db
      .select({ id: conversations.id, publicId: conversations.publicId })
      .from(conversations)
      .where(eq(conversations.hostId, annaId))
      .limit(1);
    const [agency] = await t.db
      .select({ publicId: conversations.publicId })
      .from(conversations)
      .where(eq(conversations.hostId, await t.userIdOf(demo.agency)))
      .limit(1);
    annaChannel = anna!;
    agencyChannel = agency!.publicId;
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await t?.close();
  });

  it("closes the socket at its token's expiry with 4419", async () => {
    const { token, expiresAt } = await issueMessagingToken(t.db, annaId, new Date(), { ttlSeconds: 3 });
    const client = await open(token);
    expect(await client.closed).toMatchObject({ code: SOCKET_CLOSE.tokenExpired });
    // At the expiry, not before it, and not long after.
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt.getTime());
    expect(Date.now() - expiresAt.getTime()).toBeLessThan(1_000);
  });

  it('handles no frame once the token has expired, even before the timer closed the socket', async () => {
    const { token, expiresAt } = await issueMessagingToken(t.db, annaId, new Date(), { ttlSeconds: 60 });
    const client = await open(token);
    const messageId = await unreadGuestMessage();
    // The server's clock past the token's expiry (the timer, set for a minute, has not run yet).
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + (expiresAt.getTime() - realNow()) + 1_000);
    client.send({ type: 'read', channelId: annaChannel.publicId });
    expect(await client.closed).toMatchObject({ code: SOCKET_CLOSE.tokenExpired });
    vi.restoreAllMocks();
    expect(await readAtOf(messageId)).toBeNull();
  });

  it("a fresh token of the same host keeps the socket open past the first one's expiry; another host's closes it", async () => {
    const short = await issueMessagingToken(t.db, annaId, new Date(), { ttlSeconds: 2 });
    const client = await open(short.token);
    client.send({ type: 'auth', token: await chatTokenOf(demo.anna) });
    await new Promise((resolve) => setTimeout(resolve, short.expiresAt.getTime() - Date.now() + 500));
    client.send({ type: 'ping' });
    await client.next('pong');
    expect(client.socket.readyState).toBe(client.socket.OPEN);

    client.send({ type: 'auth', token: await chatTokenOf(demo.agency) });
    expect(await client.closed).toMatchObject({ code: SOCKET_CLOSE.unauthorized });
  });

  describe('a staff user acting as the host', () => {
    const staffWsAudit = async (staffId: string) =>
      t.db
        .select()
        .from(impersonationAudit)
        .where(and(eq(impersonationAudit.staffUserId, staffId), eq(impersonationAudit.method, 'WS')));
    const impersonate = async (method: 'POST' | 'DELETE') => {
      const response = await t.app.inject({
        method,
        url: '/api/staff/impersonation',
        headers: await t.authHeaders(demo.staff),
        ...(method === 'POST' ? { payload: { hostId: annaId } } : {}),
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    };

    it('leaves the same audit row for a read over the socket as over HTTP', async () => {
      const staffId = await t.userIdOf(demo.staff);
      await impersonate('POST');
      const client = await open(await chatTokenOf(demo.staff));
      const messageId = await unreadGuestMessage();
      client.send({ type: 'read', channelId: annaChannel.publicId });
      await client.next('channel.read');
      expect(await readAtOf(messageId)).not.toBeNull();
      client.send({ type: 'read', channelId: agencyChannel });
      expect((await client.next('error')).code).toBe(messagingErrorCodes.channelNotFound);

      const http = await t.app.inject({
        method: 'POST',
        url: `${BASE}/channels/${annaChannel.publicId}/read`,
        headers: await t.authHeaders(demo.staff),
      });
      expect(http.statusCode).toBe(200);
      const [httpRow] = await t.db
        .select()
        .from(impersonationAudit)
        .where(and(eq(impersonationAudit.staffUserId, staffId), eq(impersonationAudit.method, 'POST')));
      const socketRows = await staffWsAudit(staffId);
      expect(socketRows.map(({ hostId, path, statusCode }) => ({ hostId, path, statusCode }))).toEqual([
        { hostId: annaId, path: httpRow!.path, statusCode: 200 },
        { hostId: annaId, path: `${BASE}/channels/${agencyChannel}/read`, statusCode: 404 },
      ]);

      // Once the session ends, the socket no longer acts as the host: closed, nothing read or audited.
      await impersonate('DELETE');
      const later = await unreadGuestMessage();
      client.send({ type: 'read', channelId: annaChannel.publicId });
      expect(await client.closed).toMatchObject({ code: SOCKET_CLOSE.unauthorized });
      expect(await readAtOf(later)).toBeNull();
      expect(await staffWsAudit(staffId)).toHaveLength(2);
    });

    it("a host's own socket writes no audit row", async () => {
      const auditRows = async () => (await t.db.select().from(impersonationAudit)).length;
      const before = await auditRows();
      const client = await open(await chatTokenOf(demo.anna));
      await unreadGuestMessage();
      client.send({ type: 'read', channelId: annaChannel.publicId });
      await client.next('channel.read');
      expect(await auditRows()).toBe(before);
    });
  });
});

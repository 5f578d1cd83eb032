import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messagingErrorCodes } from '@hostdeck/contract/messaging/messaging.errors';
import { SOCKET_CLOSE, SOCKET_FRAME_BURST } from '@hostdeck/contract/messaging/messaging-socket.schemas';
import { chatMessageSchema, messagingTokenSchema } from '@hostdeck/contract/messaging/messaging.schemas';
import { buildApp } from '../../app/build-app';
import { conversations, messages } from '../../db/schema/messaging.table';
import { inquiries } from '../../db/schema/reservations.table';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { connect, type Client } from './messaging.test-support';

const BASE = '/api/app/messaging';

describe('the chat socket', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let address: string;
  let annaChannel: string;
  let annaChannelId: string;
  let agencyChannel: string;
  const clients: Client[] = [];

  const listen = async (instance: FastifyInstance) => {
    await instance.listen({ port: 0, host: '127.0.0.1' });
    const info = instance.server.address();
    if (!info || typeof info === 'string') throw new Error('No port');
    return `ws://127.0.0.1:${info.port}`;
  };
  const chatToken = async (email: string) =>
    messagingTokenSchema.parse(
      (await app.inject({ url: `${BASE}/token`, headers: await t.authHeaders(email) })).json(),
    ).token;
  const open = async (email: string) => {
    const client = connect(address, `?token=${encodeURIComponent(await chatToken(email))}`);
    clients.push(client);
    await client.next('ready');
    return client;
  };
  const post = async (channel: string, text: string, email: string = demo.anna) => {
    const response = await app.inject({
      method: 'POST',
      url: `${BASE}/channels/${channel}/messages`,
      payload: { text },
      headers: await t.authHeaders(email),
    });
    expect(response.statusCode, response.body).toBe(201);
    return chatMessageSchema.parse(response.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    address = await listen(app);
    const [anna] = await t.db
      .select({ id: conversations.id, publicId: conversations.publicId })
      .from(conversations)
      .where(eq(conversations.hostId, await t.userIdOf(demo.anna)))
      .limit(1);
    const [agency] = await t.db
      .select({ publicId: conversations.publicId })
      .from(conversations)
      .where(eq(conversations.hostId, await t.userIdOf(demo.agency)))
      .limit(1);
    annaChannel = anna!.publicId;
    annaChannelId = anna!.id;
    agencyChannel = agency!.publicId;
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await app?.close();
    await t?.database.close();
  });

  it('refuses a socket without a valid messaging token (4401)', async () => {
    const refused = [
      connect(address),
      connect(address, '?token=not-a-token'),
      // A sign-in token is not a chat token.
      connect(address, `?token=${await t.tokenFor(demo.anna)}`),
    ];
    // No token in the address: the first frame must be `auth`; anything else closes the socket.
    refused[0]!.send({ type: 'ping' });
    for (const client of refused) {
      clients.push(client);
      expect((await client.closed).code).toBe(SOCKET_CLOSE.unauthorized);
      expect(client.events.some((event) => event.type === 'ready')).toBe(false);
    }
    // The first-frame way in works.
    const viaFrame = connect(address);
    clients.push(viaFrame);
    viaFrame.send({ type: 'auth', token: await chatToken(demo.anna) });
    expect(await viaFrame.next('ready')).toEqual({ type: 'ready', userId: await t.userIdOf(demo.anna) });
    viaFrame.send({ type: 'ping' });
    await viaFrame.next('pong');
  });

  it('delivers a posted message live to every socket of the host, and to nobody else', async () => {
    const [tabA, tabB, agency] = await Promise.all([open(demo.anna), open(demo.anna), open(demo.agency)]);
    const message = await post(annaChannel, 'Live from the test');
    const [heardA, heardB] = await Promise.all([
      tabA.next('message.created', (event) => event.message.id === message.id),
      tabB.next('message.created', (event) => event.message.id === message.id),
    ]);
    expect(heardA.message).toEqual(message);
    expect(heardB.message).toEqual(message);
    // The agency's socket heard nothing of anna's channel.
    await post(agencyChannel, 'Agency’s own', demo.agency);
    await agency.next('message.created', (event) => event.message.channelId === agencyChannel);
    expect(agency.events.filter((event) => event.type === 'message.created')).toHaveLength(1);
  });

  it('typing reaches the host’s other sockets, not the typing one; another host’s channel is refused', async () => {
    const [tabA, tabB, agency] = await Promise.all([open(demo.anna), open(demo.anna), open(demo.agency)]);
    tabA.send({ type: 'typing', channelId: annaChannel });
    expect(await tabB.next('typing')).toEqual({ type: 'typing', channelId: annaChannel, member: 'host' });
    // anna cannot type (or read, or catch up) into the agency's channel.
    tabA.send({ type: 'typing', channelId: agencyChannel });
    tabA.send({ type: 'read', channelId: agencyChannel });
    tabA.send({
      type: 'catchUp',
      channels: [{ channelId: agencyChannel, lastMessageId: '00000000-0000-4000-8000-000000000000' }],
    });
    for (let count = 0; count < 3; count += 1)
      expect(await tabA.next('error')).toMatchObject({ code: messagingErrorCodes.channelNotFound });
    expect((await tabA.next('catchUp.done')).count).toBe(0);
    // Give a wrongly routed event time to arrive before saying none did.
    tabA.send({ type: 'ping' });
    await tabA.next('pong');
    expect(agency.events.filter((event) => event.type === 'typing' || event.type === 'channel.read')).toEqual(
      [],
    );
    expect(tabA.events.filter((event) => event.type === 'typing')).toEqual([]);
    // A frame that is not one of the protocol's is refused, the socket stays.
    tabA.send({ type: 'shout', text: 'hello' });
    expect(await tabA.next('error')).toMatchObject({ code: 'common.validation' });
  });

  it('drops a flood of frames beyond the burst with an error, and keeps the socket', async () => {
    const tab = await open(demo.anna);
    for (let index = 0; index < SOCKET_FRAME_BURST + 10; index += 1) tab.send({ type: 'ping' });
    await tab.next('error', (event) => event.code === 'common.tooManyRequests');
    const pongs = () => tab.events.filter((event) => event.type === 'pong').length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pongs()).toBeGreaterThanOrEqual(SOCKET_FRAME_BURST);
    expect(pongs()).toBeLessThan(SOCKET_FRAME_BURST + 10);
    // Refilled after a pause: answered again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = pongs();
    const errors = tab.events.filter((event) => event.type === 'error').length;
    tab.send({ type: 'ping' });
    await vi.waitFor(() => expect(pongs()).toBe(before + 1));
    expect(tab.events.filter((event) => event.type === 'error')).toHaveLength(errors);
    expect(tab.socket.readyState).toBe(tab.socket.OPEN);
  });

  it('read receipts: reading over the socket or through the call tells the other sockets', async () => {
    const [tabA, tabB] = await Promise.all([open(demo.anna), open(demo.anna)]);
    const annaId = await t.userIdOf(demo.anna);
    const [guestMessage] = await t.db
      .insert(messages)
      .values({
        conversationId: annaChannelId,
        hostId: annaId,
        sender: 'guest',
        body: 'Are towels included?',
      })
      .returning();
    tabA.send({ type: 'read', channelId: annaChannel });
    const receipt = await tabB.next('channel.read');
    expect(receipt).toMatchObject({ channelId: annaChannel, reader: 'host' });
    const [stored] = await t.db.select().from(messages).where(eq(messages.id, guestMessage!.id));
    expect(stored!.readAt?.toISOString()).toBe(receipt.readAt);

    await t.db
      .insert(messages)
      .values({ conversationId: annaChannelId, hostId: annaId, sender: 'guest', body: 'And a hairdryer?' });
    const response = await app.inject({
      method: 'POST',
      url: `${BASE}/channels/${annaChannel}/read`,
      headers: await t.authHeaders(demo.anna),
    });
    expect(response.statusCode).toBe(200);
    await tabA.next('channel.read', (event) => event.channelId === annaChannel);
  });

  it('a rejected inquiry’s message arrives in its (new) channel, live', async () => {
    const tab = await open(demo.anna);
    // An open inquiry of anna's that has no channel yet: rejecting it opens one.
    const annaInquiries = await t.db
      .select({ id: inquiries.id, publicId: inquiries.publicId, status: inquiries.status })
      .from(inquiries)
      .where(eq(inquiries.hostId, await t.userIdOf(demo.anna)));
    const candidates = [];
    for (const row of annaInquiries.filter(
      (row) => row.status === 'REQUESTED' || row.status === 'ACTION_NEEDED',
    )) {
      const channels = await t.db.select().from(conversations).where(eq(conversations.inquiryId, row.id));
      if (channels.length === 0) candidates.push(row);
    }
    expect(candidates.length).toBeGreaterThan(0);
    const target = candidates[0]!;
    const response = await app.inject({
      method: 'POST',
      url: `/api/app/booking-inquiries/${target.publicId}/reject`,
      payload: { reason: 'OVERBOOKING', message: 'Sorry, we are full that week.' },
      headers: await t.authHeaders(demo.anna),
    });
    expect(response.statusCode, response.body).toBe(200);
    const heard = await tab.next(
      'message.created',
      (event) => event.message.text === 'Sorry, we are full that week.',
    );
    const [channel] = await t.db.select().from(conversations).where(eq(conversations.inquiryId, target.id));
    expect(heard.message).toMatchObject({ channelId: channel!.publicId, sender: 'host' });
  });

  it('catches up after a reconnect, and after a server restart, losing nothing', async () => {
    const first = await open(demo.anna);
    const seen = await post(annaChannel, 'Seen before the break');
    await first.next('message.created', (event) => event.message.id === seen.id);
    first.socket.close();
    await first.closed;
    const missedWhileAway = [await post(annaChannel, 'Missed 1'), await post(annaChannel, 'Missed 2')];

    const back = await open(demo.anna);
    back.send({ type: 'catchUp', channels: [{ channelId: annaChannel, lastMessageId: seen.id }] });
    expect((await back.next('catchUp.done')).count).toBe(2);
    expect(
      back.events.filter((event) => event.type === 'message.created').map((event) => event.message.id),
    ).toEqual(missedWhileAway.map((message) => message.id));

    // The server stops (sockets hear "going away"), a message is stored while it is down (the
    // reservations module writing, or another process), and a new server on the same data starts.
    const stoppedAt = new Date();
    await app.close();
    expect((await back.closed).code).toBe(SOCKET_CLOSE.goingAway);
    const [written] = await t.db
      .insert(messages)
      .values({
        conversationId: annaChannelId,
        hostId: await t.userIdOf(demo.anna),
        sender: 'guest',
        body: 'Written while the server was down',
        createdAt: new Date(Date.now() + 1000),
      })
      .returning();
    app = await buildApp({ config: t.config, database: t.database });
    address = await listen(app);
    const afterRestart = await open(demo.anna);
    afterRestart.send({
      type: 'catchUp',
      channels: [{ channelId: annaChannel, lastMessageId: missedWhileAway[1]!.id }],
      since: stoppedAt.toISOString(),
    });
    expect((await afterRestart.next('catchUp.done')).count).toBe(1);
    expect(afterRestart.events.filter((event) => event.type === 'message.created')).toEqual([
      {
        type: 'message.created',
        message: expect.objectContaining({ id: written!.id, channelId: annaChannel }),
      },
    ]);
  });

  it('post-to-socket latency over 200 messages (one process)', async () => {
    const tab = await open(demo.anna);
    const latencies: number[] = [];
    for (let index = 0; index < 200; index += 1) {
      const started = performance.now();
      const message = await post(annaChannel, `Bench ${index}`);
      await tab.next('message.created', (event) => event.message.id === message.id);
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    console.info(
      `[messaging latency] post→socket over ${latencies.length} messages: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`,
    );
    expect(latencies).toHaveLength(200);
  });
});

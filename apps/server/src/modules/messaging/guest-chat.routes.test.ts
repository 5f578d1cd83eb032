import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GUEST_TOKEN_COOKIE,
  guestChannelSchema,
  guestLoginResponseSchema,
} from '@hostdeck/contract/messaging/guest-chat.schemas';
import { messagingErrorCodes } from '@hostdeck/contract/messaging/messaging.errors';
import {
  chatChannelSchema,
  chatMessageSchema,
  messageHistoryResponseSchema,
  messagingTokenSchema,
} from '@hostdeck/contract/messaging/messaging.schemas';
import { bookings } from '../../db/schema/reservations.table';
import { errorFields, expectApiError } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { connect, type Client } from './messaging.test-support';

const GUEST = '/api/guest';
const HOST = '/api/app/messaging';

describe('the guest area: login with booking code and email, the guest chat (REST and socket)', () => {
  let t: TestApp;
  let address: string;
  /** Two of anna's bookings with a guest email: two different guests. */
  let stays: { publicId: string; guestEmail: string }[];
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const info = t.app.server.address();
    if (!info || typeof info === 'string') throw new Error('No port');
    address = `ws://127.0.0.1:${info.port}`;
    stays = (
      await t.db
        .select({ publicId: bookings.publicId, guestEmail: bookings.guestEmail })
        .from(bookings)
        .where(and(eq(bookings.hostId, await t.userIdOf(demo.anna)), isNotNull(bookings.guestEmail)))
        .limit(2)
    ).map((row) => ({ publicId: row.publicId, guestEmail: row.guestEmail! }));
    expect(stays).toHaveLength(2);
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await t?.close();
  });

  const login = (payload: unknown, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: `${GUEST}/login`, payload: payload as object, remoteAddress: ip });
  const signIn = async (index: number) => {
    const stay = stays[index]!;
    const response = await login({
      bookingCode: stay.publicId.toLowerCase(),
      email: ` ${stay.guestEmail.toUpperCase()} `,
    });
    expect(response.statusCode, response.body).toBe(200);
    return guestLoginResponseSchema.parse(response.json());
  };
  const asGuest = (token: string) => ({ authorization: `Bearer ${token}` });

  it('signs a guest in (code and email in any case) and sets the guest cookie for a day', async () => {
    const response = await login({ bookingCode: stays[0]!.publicId, email: stays[0]!.guestEmail });
    expect(response.statusCode, response.body).toBe(200);
    const answer = guestLoginResponseSchema.parse(response.json());
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`${GUEST_TOKEN_COOKIE}=${answer.token}`);
    expect(cookie).toContain('Max-Age=86400');
    expect(response.headers['cache-control']).toBe('no-store');
    const lifetime = Date.parse(answer.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(86_000_000);
    expect(lifetime).toBeLessThanOrEqual(86_400_000);
    // The host sees the same channel, opened for the booking.
    const hostSide = chatChannelSchema.parse(
      (
        await t.app.inject({
          url: `${HOST}/channels/${answer.channelId}`,
          headers: await t.authHeaders(demo.anna),
        })
      ).json(),
    );
    expect(hostSide.subject).toEqual({ kind: 'booking', id: stays[0]!.publicId });
    expect((await signIn(0)).channelId).toBe(answer.channelId);
  });

  it('answers a wrong email and an unknown code alike (401), refuses broken bodies on the field', async () => {
    const wrongEmail = expectApiError(
      await login({ bookingCode: stays[0]!.publicId, email: 'someone.else@example.com' }, '10.0.0.2'),
      401,
      'common.unauthorized',
    );
    const unknownCode = expectApiError(
      await login({ bookingCode: 'NO-SUCH-CODE', email: stays[0]!.guestEmail }, '10.0.0.2'),
      401,
      'common.unauthorized',
    );
    expect(unknownCode.message).toBe(wrongEmail.message);
    const fields = async (payload: unknown) =>
      errorFields(expectApiError(await login(payload, '10.0.0.3'), 400));
    expect(await fields({ bookingCode: 'X', email: 'not-an-email' })).toEqual(['email']);
    expect(await fields({ email: 'a@b.example' })).toEqual(['bookingCode']);
    expect(await fields({ bookingCode: 'X', email: 'a@b.example', extra: 1 })).toEqual(['extra']);
  });

  it('slows guessing down: after five wrong tries on a code from one address, 429 with Retry-After', async () => {
    const guess = () => login({ bookingCode: stays[1]!.publicId, email: 'guess@example.com' }, '10.9.9.9');
    for (let attempt = 0; attempt < 5; attempt += 1) expectApiError(await guess(), 401);
    const throttled = expectApiError(await guess(), 429, 'common.tooManyRequests');
    expect(throttled.message).toMatch(/try again/i);
    // Another address is not slowed by it.
    expect((await signIn(1)).channelId).toBeTruthy();
  });

  it('the guest API needs the guest token: none, a host sign-in token or a host chat token get 401', async () => {
    const hostChatToken = messagingTokenSchema.parse(
      (await t.app.inject({ url: `${HOST}/token`, headers: await t.authHeaders(demo.anna) })).json(),
    ).token;
    const calls = [
      { method: 'GET' as const, url: `${GUEST}/chat` },
      { method: 'GET' as const, url: `${GUEST}/chat/messages` },
      { method: 'POST' as const, url: `${GUEST}/chat/messages`, payload: { text: 'Hi' } },
      { method: 'POST' as const, url: `${GUEST}/chat/read` },
    ];
    for (const call of calls) {
      expectApiError(await t.app.inject(call), 401, 'common.unauthorized');
      expectApiError(await t.app.inject({ ...call, headers: await t.authHeaders(demo.anna) }), 401);
      expectApiError(await t.app.inject({ ...call, headers: asGuest(hostChatToken) }), 401);
      expectApiError(await t.app.inject({ ...call, headers: asGuest('x.y.z') }), 401);
    }
  });

  it('a guest reads and writes their chat only; the host sees it unread', async () => {
    const first = await signIn(0);
    const second = await signIn(1);
    const sent = await t.app.inject({
      method: 'POST',
      url: `${GUEST}/chat/messages`,
      payload: { text: 'What time is check-in?' },
      headers: asGuest(first.token),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = chatMessageSchema.parse(sent.json());
    expect(message).toMatchObject({ channelId: first.channelId, sender: 'guest' });
    expect(
      errorFields(
        expectApiError(
          await t.app.inject({
            method: 'POST',
            url: `${GUEST}/chat/messages`,
            payload: { text: '' },
            headers: asGuest(first.token),
          }),
          400,
        ),
      ),
    ).toEqual(['text']);

    const mine = messageHistoryResponseSchema.parse(
      (await t.app.inject({ url: `${GUEST}/chat/messages?limit=100`, headers: asGuest(first.token) })).json(),
    );
    expect(mine.items.map((item) => item.id)).toContain(message.id);
    const theirs = messageHistoryResponseSchema.parse(
      (
        await t.app.inject({ url: `${GUEST}/chat/messages?limit=100`, headers: asGuest(second.token) })
      ).json(),
    );
    expect(theirs.items.map((item) => item.id)).not.toContain(message.id);

    const hostView = chatChannelSchema.parse(
      (
        await t.app.inject({
          url: `${HOST}/channels/${first.channelId}`,
          headers: await t.authHeaders(demo.anna),
        })
      ).json(),
    );
    expect(hostView.unread).toBeGreaterThan(0);
    // Another host cannot open it.
    expectApiError(
      await t.app.inject({
        url: `${HOST}/channels/${first.channelId}`,
        headers: await t.authHeaders(demo.agency),
      }),
      404,
      messagingErrorCodes.channelNotFound,
    );
  });

  it('live: guest and host hear each other’s messages, typing and read receipts; a guest hears only their chat', async () => {
    const first = await signIn(0);
    const second = await signIn(1);
    const hostToken = messagingTokenSchema.parse(
      (await t.app.inject({ url: `${HOST}/token`, headers: await t.authHeaders(demo.anna) })).json(),
    ).token;
    const host = connect(address, `?token=${encodeURIComponent(hostToken)}`);
    const guest = connect(address);
    guest.send({ type: 'auth', token: first.token });
    const otherGuest = connect(address, `?token=${encodeURIComponent(second.token)}`);
    clients.push(host, guest, otherGuest);
    await Promise.all([host.next('ready'), guest.next('ready'), otherGuest.next('ready')]);
    expect(guest.events[0]).toEqual({ type: 'ready', userId: `guest:${first.channelId}` });

    // Guest → host.
    const fromGuest = chatMessageSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: `${GUEST}/chat/messages`,
          payload: { text: 'We land at 9pm' },
          headers: asGuest(first.token),
        })
      ).json(),
    );
    await host.next('message.created', (event) => event.message.id === fromGuest.id);
    // Host → guest.
    const fromHost = chatMessageSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: `${HOST}/channels/${first.channelId}/messages`,
          payload: { text: 'No problem, the key box code is on its way.' },
          headers: await t.authHeaders(demo.anna),
        })
      ).json(),
    );
    await guest.next('message.created', (event) => event.message.id === fromHost.id);
    // Typing both ways.
    guest.send({ type: 'typing', channelId: first.channelId });
    expect(await host.next('typing')).toEqual({
      type: 'typing',
      channelId: first.channelId,
      member: 'guest',
    });
    host.send({ type: 'typing', channelId: first.channelId });
    expect(await guest.next('typing')).toEqual({
      type: 'typing',
      channelId: first.channelId,
      member: 'host',
    });
    // The guest reads: the host hears the receipt.
    guest.send({ type: 'read', channelId: first.channelId });
    expect(await host.next('channel.read')).toMatchObject({ channelId: first.channelId, reader: 'guest' });
    const view = guestChannelSchema.parse(
      (await t.app.inject({ url: `${GUEST}/chat`, headers: asGuest(first.token) })).json(),
    );
    expect(view.unread).toBe(0);

    // The guest cannot reach another channel of the same host, and the other guest heard nothing.
    guest.send({ type: 'typing', channelId: second.channelId });
    expect(await guest.next('error')).toMatchObject({ code: messagingErrorCodes.channelNotFound });
    guest.send({ type: 'catchUp', channels: [{ channelId: second.channelId, lastMessageId: fromHost.id }] });
    expect((await guest.next('catchUp.done')).count).toBe(0);
    otherGuest.send({ type: 'ping' });
    await otherGuest.next('pong');
    expect(otherGuest.events.map((event) => event.type)).toEqual(['ready', 'pong']);
  });
});

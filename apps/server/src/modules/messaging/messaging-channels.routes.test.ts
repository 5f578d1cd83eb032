import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingErrorCodes } from '@hostdeck/contract/messaging/messaging.errors';
import {
  chatChannelSchema,
  chatMessageSchema,
  channelListResponseSchema,
  INQUIRY_SEARCH_MESSAGE_COUNT,
  MESSAGE_TEXT_MAX_LENGTH,
  messageHistoryResponseSchema,
  messagingTokenSchema,
  type ChatChannel,
} from '@hostdeck/contract/messaging/messaging.schemas';
import { reservationErrorCodes } from '@hostdeck/contract/reservations/reservations.errors';
import { conversations, messages } from '../../db/schema/messaging.table';
import { bookings, inquiries } from '../../db/schema/reservations.table';
import { units } from '../../db/schema/properties.table';
import { errorFields, expectApiError, expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { verifyMessagingToken } from './messaging-token';

const BASE = '/api/app/messaging';

describe('messaging channels (REST)', () => {
  let t: TestApp;
  let annaId: string;
  let agencyId: string;
  let annaUnitId: string;
  /** A channel of anna's with a known history, made by the test. */
  let annaChannel: { id: string; publicId: string };
  /** A channel of the agency's: anna must never see it. */
  let agencyChannel: { id: string; publicId: string };

  beforeAll(async () => {
    t = await createTestApp();
    annaId = await t.userIdOf(demo.anna);
    agencyId = await t.userIdOf(demo.agency);
    const [unit] = await t.db.select({ id: units.id }).from(units).where(eq(units.hostId, annaId)).limit(1);
    annaUnitId = unit!.id;
    const insertChannel = async (hostId: string, first: string, last: string) => {
      const [row] = await t.db
        .insert(conversations)
        .values({
          hostId,
          guestFirstName: first,
          guestLastName: last,
          lastMessageAt: new Date('2020-01-01Z'),
        })
        .returning({ id: conversations.id, publicId: conversations.publicId });
      return row!;
    };
    annaChannel = await insertChannel(annaId, 'Zora', 'Quillfeather');
    agencyChannel = await insertChannel(agencyId, 'Yannick', 'Otherhost');
    // 45 messages, three of them at the very same instant (the cursor must not skip or repeat them).
    const base = Date.parse('2020-01-01T10:00:00Z');
    await t.db.insert(messages).values(
      Array.from({ length: 45 }, (_, index) => ({
        conversationId: annaChannel.id,
        hostId: annaId,
        sender: index % 2 === 0 ? ('guest' as const) : ('host' as const),
        body: `History line ${index}`,
        createdAt: new Date(index >= 20 && index < 23 ? base + 20_000 : base + index * 1000),
        readAt: index < 40 ? new Date(base + 100_000) : null,
      })),
    );
    await t.db.insert(messages).values({
      conversationId: agencyChannel.id,
      hostId: agencyId,
      sender: 'guest',
      body: 'Secret of the agency',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string, email: string = demo.anna) =>
    t.app.inject({ method: 'GET', url, headers: await t.authHeaders(email) });
  const send = async (method: 'POST' | 'PATCH', url: string, payload?: unknown, email: string = demo.anna) =>
    t.app.inject({ method, url, payload: payload as object, headers: await t.authHeaders(email) });
  const list = async (query: string, email: string = demo.anna) => {
    const response = await get(`${BASE}/channels?${query}`, email);
    expect(response.statusCode, response.body).toBe(200);
    return channelListResponseSchema.parse(response.json());
  };

  it('every call needs a valid token (401)', async () => {
    // A channel of its own: the one valid call of each check really sends and reads.
    const [scratch] = await t.db
      .insert(conversations)
      .values({ hostId: annaId, guestFirstName: 'Scratch', guestLastName: 'Pad' })
      .returning({ publicId: conversations.publicId });
    const channel = `${BASE}/channels/${scratch!.publicId}`;
    await expectTokenRequired(t, { method: 'GET', url: `${BASE}/token` });
    await expectTokenRequired(t, { method: 'GET', url: `${BASE}/channels` });
    await expectTokenRequired(t, { method: 'GET', url: channel });
    await expectTokenRequired(t, { method: 'PATCH', url: channel, payload: { favorited: false } });
    await expectTokenRequired(t, { method: 'GET', url: `${channel}/messages` });
    await expectTokenRequired(t, { method: 'POST', url: `${channel}/messages`, payload: { text: 'Hi' } });
    await expectTokenRequired(t, { method: 'POST', url: `${channel}/read` });
    const [booking] = await t.db
      .select({ publicId: bookings.publicId })
      .from(bookings)
      .where(eq(bookings.hostId, annaId))
      .limit(1);
    await expectTokenRequired(t, {
      method: 'POST',
      url: `${BASE}/conversation`,
      payload: { bookingId: booking!.publicId },
    });
  });

  it("another host's channel answers 404 on every call, whatever the body, and changes nothing", async () => {
    const channel = `${BASE}/channels/${agencyChannel.publicId}`;
    const calls = [
      get(channel),
      send('PATCH', channel, { archived: true }),
      send('PATCH', channel, { archived: 'broken' }),
      get(`${channel}/messages`),
      get(`${channel}/messages?limit=0`),
      send('POST', `${channel}/messages`, { text: 'Let me in' }),
      send('POST', `${channel}/messages`, { text: '' }),
      send('POST', `${channel}/read`),
      get(`${BASE}/channels/no-such-channel`),
    ];
    for (const response of await Promise.all(calls))
      expectApiError(response, 404, messagingErrorCodes.channelNotFound);
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, agencyChannel.id));
    expect(row).toMatchObject({ archived: false, favorited: false });
    const theirs = await t.db.select().from(messages).where(eq(messages.conversationId, agencyChannel.id));
    expect(theirs).toEqual([expect.objectContaining({ body: 'Secret of the agency', readAt: null })]);
    // Nor does the list or the search show it.
    expect((await list('status=any&search=Otherhost')).items).toEqual([]);
  });

  it('refuses broken payloads with 400 on the field', async () => {
    const channel = `${BASE}/channels/${annaChannel.publicId}`;
    const fields = async (response: Promise<Parameters<typeof expectApiError>[0]>) =>
      errorFields(expectApiError(await response, 400, 'common.validation'));
    expect(await fields(send('POST', `${channel}/messages`, { text: '   ' }))).toEqual(['text']);
    expect(
      await fields(send('POST', `${channel}/messages`, { text: 'x'.repeat(MESSAGE_TEXT_MAX_LENGTH + 1) })),
    ).toEqual(['text']);
    expect(await fields(send('POST', `${channel}/messages`, { text: 'bell \u0007' }))).toEqual(['text']);
    expect(await fields(send('POST', `${channel}/messages`, { text: 'Hi', extra: 1 }))).toEqual(['extra']);
    expect(await fields(send('PATCH', channel, {}))).toEqual(['']);
    expect(await fields(send('PATCH', channel, { archived: 'yes' }))).toEqual(['archived']);
    expect(await fields(get(`${channel}/messages?before=not-a-cursor`))).toEqual(['before']);
    expect(await fields(get(`${channel}/messages?limit=101`))).toEqual(['limit']);
    expect(await fields(get(`${BASE}/channels?status=deleted`))).toEqual(['status']);
    expect(await fields(get(`${BASE}/channels?unread=maybe`))).toEqual(['unread']);
    expect(await fields(send('POST', `${BASE}/conversation`, {}))).toEqual([
      'bookingId',
      'bookingRequestId',
      'inquiryId',
    ]);
    expect(await fields(send('POST', `${BASE}/conversation`, { bookingId: 'a', inquiryId: 'b' }))).toEqual([
      'bookingId',
      'inquiryId',
    ]);
    expect(await fields(send('POST', `${BASE}/conversation`, { channel: 'x' }))).toEqual([
      'bookingId',
      'bookingRequestId',
      'channel',
      'inquiryId',
    ]);
    // Line breaks and tabs are text.
    const ok = await send('POST', `${channel}/messages`, { text: 'Two\nlines\tand a tab' });
    expect(ok.statusCode, ok.body).toBe(201);
    await t.db.delete(messages).where(eq(messages.id, chatMessageSchema.parse(ok.json()).id));
  });

  it('pages the history newest first with a stable cursor, none skipped or repeated', async () => {
    const url = `${BASE}/channels/${annaChannel.publicId}/messages`;
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await get(`${url}?limit=7${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = messageHistoryResponseSchema.parse(response.json());
      seen.push(...page.items.map((message) => message.text));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(pages).toBe(7);
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    expect(seen[0]).toBe('History line 44');
    expect(seen.at(-1)).toBe('History line 0');
    // Newest first: times never go up along the pages.
    const all = messageHistoryResponseSchema.parse((await get(`${url}?limit=100`)).json()).items;
    const times = all.map((message) => Date.parse(message.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.map((message) => message.text)).toEqual(seen);
  });

  it('sends a message: stored, first in the history, the channel rises in the list', async () => {
    const response = await send('POST', `${BASE}/channels/${annaChannel.publicId}/messages`, {
      text: '  See you on Friday!  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const message = chatMessageSchema.parse(response.json());
    expect(message).toMatchObject({
      channelId: annaChannel.publicId,
      sender: 'host',
      text: 'See you on Friday!',
      readAt: null,
    });
    const history = messageHistoryResponseSchema.parse(
      (await get(`${BASE}/channels/${annaChannel.publicId}/messages?limit=1`)).json(),
    );
    expect(history.items[0]?.id).toBe(message.id);
    const first = (await list('status=all&limit=1')).items[0];
    expect(first).toMatchObject({ id: annaChannel.publicId, lastMessagePreview: 'See you on Friday!' });
    expect(first?.last_message_at).toBe(message.createdAt);
  });

  it('marks read: the unread count of the channel and the badge go down; host messages stay unread', async () => {
    const channelUrl = `${BASE}/channels/${annaChannel.publicId}`;
    const before = chatChannelSchema.parse((await get(channelUrl)).json());
    // Messages 40..44 are unread; the guest wrote 40, 42 and 44.
    expect(before.unread).toBe(3);
    const badge = async () => ((await get(`${BASE}/unread-count`)).json() as { count: number }).count;
    const badgeBefore = await badge();
    const response = await send('POST', `${channelUrl}/read`);
    expect(response.statusCode, response.body).toBe(200);
    expect(chatChannelSchema.parse(response.json()).unread).toBe(0);
    expect(await badge()).toBe(badgeBefore - 1);
    const unreadHostMessages = await t.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, annaChannel.id),
          eq(messages.sender, 'host'),
          isNull(messages.readAt),
        ),
      );
    expect(unreadHostMessages.length).toBeGreaterThan(0);
  });

  it('archives and favourites; the filters all / archived / any, unread and favorited follow', async () => {
    const channelUrl = `${BASE}/channels/${annaChannel.publicId}`;
    const ids = async (query: string) => (await list(`${query}&limit=100`)).items.map((item) => item.id);
    const archived = chatChannelSchema.parse(
      (await send('PATCH', channelUrl, { archived: true, favorited: true })).json(),
    );
    expect(archived).toMatchObject({ archived: true, favorited: true });
    expect(await ids('status=all')).not.toContain(annaChannel.publicId);
    expect(await ids('status=archived')).toContain(annaChannel.publicId);
    expect(await ids('status=any&favorited=true')).toContain(annaChannel.publicId);
    expect(await ids('status=any&favorited=false')).not.toContain(annaChannel.publicId);
    // Read above: not among the unread, among the read.
    expect(await ids('status=any&unread=true')).not.toContain(annaChannel.publicId);
    expect(await ids('status=any&unread=false')).toContain(annaChannel.publicId);
    for (const item of (await list('status=any&unread=true&limit=100')).items)
      expect(item.unread).toBeGreaterThan(0);
    for (const item of (await list('status=archived&limit=100')).items) expect(item.archived).toBe(true);

    const restored = chatChannelSchema.parse((await send('PATCH', channelUrl, { archived: false })).json());
    expect(restored).toMatchObject({ archived: false, favorited: true });
    expect(
      chatChannelSchema.parse((await send('PATCH', channelUrl, { favorited: false })).json()).favorited,
    ).toBe(false);
    expect(await ids('status=all')).toContain(annaChannel.publicId);
  });

  it('searches by guest name (either order, any case), by booking code, and an inquiry by its last 12 messages', async () => {
    const found = async (query: string) => (await list(`status=any&limit=100&${query}`)).items;
    expect((await found('search=zora%20quill')).map((c) => c.id)).toEqual([annaChannel.publicId]);
    expect((await found('search=QUILLFEATHER%20zora')).map((c) => c.id)).toEqual([annaChannel.publicId]);
    // A plain channel is not searched by what was said.
    expect(await found('search=History%20line')).toEqual([]);

    // Open (through the call) the channel of one of anna's bookings; its code finds it.
    const [booking] = await t.db
      .select({ publicId: bookings.publicId })
      .from(bookings)
      .where(eq(bookings.hostId, annaId))
      .limit(1);
    const opened = chatChannelSchema.parse(
      (await send('POST', `${BASE}/conversation`, { bookingId: booking!.publicId })).json(),
    );
    expect(opened.subject).toEqual({ kind: 'booking', id: booking!.publicId });
    expect((await found(`search=${booking!.publicId.toLowerCase()}`)).map((c) => c.id)).toContain(opened.id);
    expect((await found(`bookingCode=${booking!.publicId}`)).map((c) => c.id)).toEqual([opened.id]);

    // An inquiry's channel: the 12 newest messages are searched, older ones not.
    const [inquiry] = await t.db
      .select({ id: inquiries.id, publicId: inquiries.publicId })
      .from(inquiries)
      .where(eq(inquiries.hostId, annaId))
      .limit(1);
    const inquiryChannel = chatChannelSchema.parse(
      (await send('POST', `${BASE}/conversation`, { inquiryId: inquiry!.publicId })).json(),
    );
    const [row] = await t.db
      .select()
      .from(conversations)
      .where(eq(conversations.publicId, inquiryChannel.id));
    const base = Date.parse('2021-05-01T08:00:00Z');
    await t.db.insert(messages).values(
      Array.from({ length: INQUIRY_SEARCH_MESSAGE_COUNT + 1 }, (_, index) => ({
        conversationId: row!.id,
        hostId: annaId,
        sender: 'guest' as const,
        body:
          index === 0
            ? 'Do you allow a pet iguana?'
            : index === 1
              ? 'Is the sauna wood-fired?'
              : `Filler ${index}`,
        createdAt: new Date(base + index * 60_000),
      })),
    );
    // 13 messages: the first is the 13th newest, outside the search; the second is the 12th.
    expect(await found('search=iguana')).toEqual([]);
    expect((await found('search=wood-fired')).map((c) => c.id)).toEqual([inquiryChannel.id]);
  });

  it('opens a conversation once per reservation, 404 for another host’s or an unknown one', async () => {
    const [booking] = await t.db
      .select({ publicId: bookings.publicId })
      .from(bookings)
      .where(eq(bookings.hostId, annaId))
      .limit(1);
    const [a, b] = await Promise.all([
      send('POST', `${BASE}/conversation`, { bookingId: booking!.publicId }),
      send('POST', `${BASE}/conversation`, { bookingId: booking!.publicId }),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    const channel: ChatChannel = chatChannelSchema.parse(a.json());
    expect(chatChannelSchema.parse(b.json()).id).toBe(channel.id);
    expect(channel.members).toEqual([
      expect.objectContaining({ userId: annaId, role: 'host' }),
      expect.objectContaining({ userId: `guest:${channel.id}`, role: 'guest' }),
    ]);

    const [theirs] = await t.db
      .select({ publicId: bookings.publicId })
      .from(bookings)
      .where(eq(bookings.hostId, agencyId))
      .limit(1);
    expectApiError(
      await send('POST', `${BASE}/conversation`, { bookingId: theirs!.publicId }),
      404,
      reservationErrorCodes.bookingNotFound,
    );
    expectApiError(
      await send('POST', `${BASE}/conversation`, { inquiryId: 'IQ-NOPE' }),
      404,
      reservationErrorCodes.inquiryNotFound,
    );
    expectApiError(
      await send('POST', `${BASE}/conversation`, { bookingRequestId: 'BR-NOPE' }),
      404,
      reservationErrorCodes.requestNotFound,
    );
    expect(annaUnitId).toBeTruthy();
  });

  it('issues a short-lived chat token for the caller only', async () => {
    const response = await get(`${BASE}/token`);
    expect(response.statusCode, response.body).toBe(200);
    const token = messagingTokenSchema.parse(response.json());
    expect(token).toMatchObject({ userId: annaId, websocketPath: `${BASE}/socket` });
    expect(token.apiKey).not.toBe('');
    expect(token.userName).not.toBe('');
    const lifetime = Date.parse(token.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(10 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);
    expect(await verifyMessagingToken(t.db, token.token)).toEqual({ hostId: annaId, role: 'host' });
    // The agency's token names the agency; a changed byte or a sign-in token is nobody's.
    const agencyToken = messagingTokenSchema.parse((await get(`${BASE}/token`, demo.agency)).json());
    expect(await verifyMessagingToken(t.db, agencyToken.token)).toEqual({ hostId: agencyId, role: 'host' });
    const tampered = `${token.token.slice(0, -2)}${token.token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyMessagingToken(t.db, tampered)).toBeNull();
    expect(await verifyMessagingToken(t.db, await t.tokenFor(demo.anna))).toBeNull();
  });
});
